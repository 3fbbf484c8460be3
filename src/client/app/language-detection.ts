import type { LanguageDetectorAsyncModule } from 'i18next';
import { DEFAULT_LANGUAGE, supportedLanguage, type Language } from '../../shared/constants';

/** Where the chosen language is kept: `?lng=`, and `lang` in a cookie, localStorage or sessionStorage. */
export const LANGUAGE_QUERY_KEY = 'lng';
const STORED_KEY = 'lang';

function fromStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(STORED_KEY);
  } catch {
    return null; // storage blocked
  }
}

/**
 * The cookie's value. document.cookie is a synchronous call to the browser process, which took 3-10
 * ms while the page loads, in start-up's longest task (PERFORMANCE.md 2, total blocking time); where
 * the browser has cookieStore, the page goes on while it answers.
 */
async function fromCookie(): Promise<string | null> {
  if ('cookieStore' in window) {
    try {
      return (await window.cookieStore.get(STORED_KEY))?.value ?? null;
    } catch {
      return null; // cookies blocked
    }
  }
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${STORED_KEY}=`));
  return entry ? decodeURIComponent(entry.slice(STORED_KEY.length + 1)) : null;
}

/**
 * The language to show (spec sections 1 and 7): the first supported one of the query string, the
 * cookie, localStorage, sessionStorage, the browser's languages and `<html lang>`, else English.
 * The same order i18next-browser-languagedetector followed, in a few lines. Kept by hand:
 * this module is 0.6 KB gzip in the first load against 2.4 KB for i18next-browser-languagedetector 8.3
 * (both measured minified with esbuild, 2026-11), and the first load sits at its limit (PERFORMANCE.md 1).
 */
export async function detectLanguage(): Promise<Language> {
  const fromQuery = supportedLanguage(new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_KEY));
  if (fromQuery) return fromQuery;
  const candidates = [
    await fromCookie(),
    fromStorage(() => localStorage),
    fromStorage(() => sessionStorage),
    ...(navigator.languages ?? [navigator.language]),
    document.documentElement.lang,
  ];
  for (const candidate of candidates) {
    const lng = supportedLanguage(candidate);
    if (lng) return lng;
  }
  return DEFAULT_LANGUAGE;
}

let pageLanguage: Promise<Language> | null = null;

/**
 * detectLanguage, asked once per page load: the page's first script (preload.ts) and i18next share the
 * answer, so the cookie and the storages are read once.
 */
export function detectPageLanguage(): Promise<Language> {
  return (pageLanguage ??= detectLanguage());
}

/** The choice survives a reload: an explicit `?lng=` or a pick in the language menu is remembered. */
export function rememberLanguage(lng: string): void {
  const chosen = supportedLanguage(lng);
  if (chosen) pageLanguage = Promise.resolve(chosen);
  try {
    localStorage.setItem(STORED_KEY, lng);
  } catch {
    // storage blocked: the choice lasts for this page
  }
}

export const languageDetector: LanguageDetectorAsyncModule = {
  type: 'languageDetector',
  async: true,
  callbackApi: false,
  detect: detectPageLanguage,
  cacheUserLanguage: rememberLanguage,
};
