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
 * The first-load modules, evaluated one group per task, in the order the app needs them. Evaluating
 * them all inside a few imports held the main thread for tasks of 150-300 ms under Lighthouse's 4×
 * CPU slowdown (PERFORMANCE.md 2, total blocking time). They are in the first-load chunks already
 * ("eager": no extra request); importing them here only decides when they run. Only our own modules
 * are named: a dynamic import of a library would keep every one of its exports in the bundle.
 */
const START_STEPS: Array<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ './api/api-slice'), // Redux Toolkit and RTK Query
  () => import(/* webpackMode: "eager" */ './app/store'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './app/theme'), // MUI's core and Emotion
  () => import(/* webpackMode: "eager" */ './app/providers'),
  () => import(/* webpackMode: "eager" */ './api/projects-api'),
  () => import(/* webpackMode: "eager" */ './components/layout/app-layout'),
  () => import(/* webpackMode: "eager" */ './features/home/components/home-page'),
  () => import(/* webpackMode: "eager" */ './app/routes'),
  () => import(/* webpackMode: "eager" */ './app/app'),
];

async function start(): Promise<void> {
  for (const step of START_STEPS) {
    await nextTask();
    await step();
  }
  const { makeStore } = await import(/* webpackMode: "eager" */ './app/store');
  const { TOKEN_KEY, tokenChanged } = await import(/* webpackMode: "eager" */ './api/session-slice');
  const store = makeStore();
  // A sign-in or sign-out in another tab changes the stored token; mirror it here.
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY) store.dispatch(tokenChanged(event.newValue));
  });
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const { preloadRoute } = await import(/* webpackMode: "eager" */ './app/routes');
  // The page's code and first data download beside the translations.
  const pageReady = preloadRoute(window.location.pathname, store.dispatch);
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
