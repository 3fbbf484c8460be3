/**
 * The installable app (DECISIONS.md /download): the web app manifest and the workbox service worker
 * that production builds emit (webpack.config.ts). Both wait until a few seconds after the page has
 * loaded, then for an idle moment: linked from index.html, Chrome fetched the manifest and its icon
 * at high priority among the page's own files, and the worker's precaching (the whole app, 1.5 MB)
 * competed with the images and data a lazy page still waits for after 'load' (PERFORMANCE.md 2).
 * Installing needs neither sooner. Development has no service worker.
 */
export function setUpInstallableApp(): void {
  const start = () => {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    document.head.appendChild(manifest);
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/service-worker.js').catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  const later = () => setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 5000 }) : start()), 3000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
