import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { TOKEN_KEY, tokenChanged } from './api/session-slice';
import { setUpI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/routes';
import { makeStore } from './app/store';
import { registerServiceWorker } from './app/service-worker';
import { setMachineInspector } from './components/machine-inspector';
import { captureInstallPrompt } from './features/download/install-prompt';

// Before anything else: the browser's install offer can fire as soon as the page is usable.
captureInstallPrompt();
setUpI18n();
registerServiceWorker();
const store = makeStore();

// A sign-in or sign-out in another tab changes the stored token; mirror it here.
window.addEventListener('storage', (event) => {
  if (event.key === TOKEN_KEY) store.dispatch(tokenChanged(event.newValue));
});

async function startDevTools(): Promise<void> {
  // Developers watch every flow machine in the Stately inspector (opt out: localStorage xstate-inspect=off).
  if (process.env.NODE_ENV !== 'development' || localStorage.getItem('xstate-inspect') === 'off') return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  setMachineInspector(createBrowserInspector().inspect);
}

void startDevTools().finally(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <Suspense fallback={null}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Suspense>
      </AppProviders>
    </StrictMode>,
  );
});
