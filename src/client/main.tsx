import { startTransition, StrictMode } from 'react';
import { setUpI18n } from './app/i18n';
import { setUpInstallableApp } from './app/service-worker';
import { setMachineInspector } from './components/machine-inspector';
import { captureInstallPrompt } from './features/download/install-prompt';

// Before anything else: the browser's install offer can fire as soon as the page is usable.
captureInstallPrompt();
// The strings were asked for by index.html's first script; i18next picks them up from there.
const translationsReady = setUpI18n();

/** A pause that lets the browser run other work (input, network, paint) before start-up goes on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startDevTools(): Promise<void> {
  // Developers watch every flow machine in the Stately inspector (opt out: localStorage xstate-inspect=off).
  if (process.env.NODE_ENV !== 'development' || localStorage.getItem('xstate-inspect') === 'off') return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  setMachineInspector(createBrowserInspector().inspect);
}

/**
 * Start-up in steps, each its own task: setting up the store, the UI modules and React in one go held
 * the main thread for one long task (PERFORMANCE.md 2, total blocking time). The modules are in the
 * first-load chunks already ("eager": no extra request); importing them here only decides when they run.
 */
async function start(): Promise<void> {
  await nextTask();
  const { makeStore } = await import(/* webpackMode: "eager" */ './app/store');
  const { TOKEN_KEY, tokenChanged } = await import(/* webpackMode: "eager" */ './api/session-slice');
  const store = makeStore();
  // A sign-in or sign-out in another tab changes the stored token; mirror it here.
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY) store.dispatch(tokenChanged(event.newValue));
  });

  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/providers'); // the theme and MUI's core
  await nextTask();
  const { preloadRoute } = await import(/* webpackMode: "eager" */ './app/routes');
  // The page's code and first data download beside the translations.
  const pageReady = preloadRoute(window.location.pathname, store.dispatch);
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');

  // The first render waits for the page's strings and code, so it is the finished page: no blank
  // Suspense pass before it, and no spinner for a lazy page opened directly.
  await Promise.allSettled([startDevTools(), translationsReady, pageReady]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition: React renders in slices and lets the browser breathe between them, rather than
  // holding the main thread for the whole first page.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
  setUpInstallableApp();
}

void start();
