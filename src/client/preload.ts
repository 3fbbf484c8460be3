import { DEFAULT_LANGUAGE } from '../shared/constants';
import { readStored, TOKEN_KEY } from './api/browser-storage';
import { detectPageLanguage, translationsUrl } from './app/language-detection';
import { matchPage, PAGE_DATA } from './app/page-paths';

/**
 * The page's first script (PERFORMANCE.md 2): it runs while the app's large chunks are still
 * downloading and asks, alongside them, for what the first screen needs besides: the detected
 * language's strings (and English's, the fallback), and for a lazily loaded screen opened directly, its
 * code (the files index.html lists, webpack.config.ts) and the data it shows first. The app then finds
 * them in the browser's memory cache instead of asking one after another.
 */
function preload(href: string, as: 'fetch' | 'script'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  // fetch() asks in cors mode: a preload only matches it with crossorigin. webpack's chunk scripts have none.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

// English is the fallback, read in every language; the detected language's strings follow as soon as
// it is known (the cookie is read asynchronously where the browser can).
preload(translationsUrl(DEFAULT_LANGUAGE), 'fetch');

const opened = matchPage(window.location.pathname);
if (opened) {
  let chunks: Record<string, string[]> = {};
  try {
    chunks = JSON.parse(document.getElementById('page-chunks')?.textContent ?? '{}') as Record<string, string[]>;
  } catch {
    // no list (a development build): the page's code is asked for when the app starts
  }
  for (const file of chunks[opened.page] ?? []) preload(file, 'script');
}
// The API path of the data the opened page shows first, if it fetches any at once.
const dataPath = opened && PAGE_DATA[opened.page]?.(opened.params);

// Storage is read in this later step, not while the script first runs: its first read is a
// synchronous call to the browser process (up to 8 ms while the page loads; PERFORMANCE.md 2).
void detectPageLanguage().then((lng) => {
  if (lng !== DEFAULT_LANGUAGE) preload(translationsUrl(lng), 'fetch');
  // Signed in, the app's request carries the token, and the preload (without it) would go unused.
  if (dataPath && !readStored(TOKEN_KEY)) preload(`/api${dataPath}`, 'fetch');
});
