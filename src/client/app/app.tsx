import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

/** The whole app as the browser runs it: providers, then the router over every route. */
export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <Suspense fallback={null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Suspense>
    </AppProviders>
  );
}
