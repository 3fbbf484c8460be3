import { matchPage, PAGE_DATA, PRIVATE_PAGE_DATA, translationsUrl } from '../shared/page-paths';
import { readStored, TOKEN_KEY } from './api/browser-storage';
import { startEarlyFetch } from './api/early-fetch';
import { TAKA_AND_BANGLA_FONT_URL } from './app/bengali-font-files';
import { detectPageLanguage } from './app/language-detection';

/**
 * The page's first script (PERFORMANCE.md 2): it runs while the app's large chunks are still
 * downloading and asks, alongside them, for what the first screen needs besides: the detected
 * language's strings, and for a lazily loaded screen opened directly, its
 * code (the files index.html lists, webpack.config.ts) and the data it shows first. The app then finds
 * them in the browser's memory cache instead of asking one after another.
 */
function preload(href: string, as: 'fetch' | 'script' | 'font'): void {
  // The server's copy of index.html hints the page's files already (server/services/page-head-hints.ts);
  // the service worker's cached copy does not.
  if (document.querySelector(`link[rel=preload][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  // fetch() and fonts ask in cors mode: a preload only matches them with crossorigin. webpack's chunk scripts have none.
  if (as !== 'script') link.crossOrigin = 'anonymous';
  if (as === 'font') link.type = 'font/woff2';
  document.head.appendChild(link);
}

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

// The page data's requests carry no token, signed in or not (api-slice.ts PUBLIC_QUERIES), so the
// preload always matches them, and on public pages the first script reads no storage: its first read
// is a synchronous call to the browser process (8-12 ms while the page loads; PERFORMANCE.md 2).
if (dataPath) preload(`/api${dataPath}`, 'fetch');
// A signed-in page's first data needs the token, so it is fetched here rather than preloaded: the
// one storage read is worth it on these pages, whose largest paint waits for that answer (the
// Bengali portfolio's LCP on a throttled phone went from about 2.6 s to about 2.25 s).
// The 73 KB Bengali font preloaded as well made it worse (2.6-2.9 s): it shared the line with the app's code.
const privatePath = opened && PRIVATE_PAGE_DATA[opened.page];
if (privatePath) {
  const token = readStored(TOKEN_KEY);
  if (token) startEarlyFetch(`${window.location.origin}/api${privatePath}`, token);
}
// The page's language's strings, as soon as it is known (the cookie is read asynchronously where the
// browser can); a Bengali page needs no English ones (i18n.ts).
// An English page's ৳ and বাংলা font (1.8 KB): the first layout then finds it loaded instead of searching
// the system for a font with those glyphs. The 73 KB Bengali font is not asked for early: preloaded, it
// took the layout shift away (0.06 on the Bengali list) but put its download ahead of the first image in
// Lighthouse's count (LCP 2.4 -> 3.2 s, perf 0.98 -> 0.93 on /investment/all in Bengali, 2026-11-27).
void detectPageLanguage().then((lng) => {
  preload(translationsUrl(lng), 'fetch');
  if (lng !== 'bn') preload(TAKA_AND_BANGLA_FONT_URL, 'font');
});
