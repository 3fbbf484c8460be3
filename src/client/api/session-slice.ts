import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TOKEN_KEY } from './browser-storage';

/** The spec's signed-in state is the stored `token`; this slice mirrors it so the UI re-renders. */
export { TOKEN_KEY };

export interface SessionState {
  token: string | null;
}

function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null; // storage can be blocked (private mode, policies); then nobody is signed in
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: readStoredToken() }),
  reducers: {
    tokenChanged(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
    },
  },
});

export const { tokenChanged } = sessionSlice.actions;

export const selectToken = (state: { session: SessionState }): string | null => state.session.token;
export const selectIsSignedIn = (state: { session: SessionState }): boolean => state.session.token !== null;
