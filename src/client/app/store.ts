import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api-slice';
import { sessionSlice } from '../api/session-slice';

/** A fresh store per call, so every test starts clean; the app makes exactly one. */
export function makeStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
    // RTK Query's answers reach the components in a task of their own. The default ('raf') tells them
    // in an animation frame, so React's re-render (synchronous for store updates) and the browser's
    // layout of the new content ran as one long task: 26 ms for the home carousel's projects on a fast
    // machine, four times that under Lighthouse's CPU slowdown (PERFORMANCE.md 2, total blocking time).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'timer', timeout: 10 } }),
    devTools: process.env.NODE_ENV !== 'production' && { name: 'halal-invest' },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
