import type { LanguageDetectorModule } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants';

/** Where the chosen language is kept: `?lng=`, and `lang` in a cookie, localStorage or sessionStorage. */
const QUERY_KEY = 'lng';
const STORED_KEY = 'lang';

function supported(code: string | null | undefined): Language | null {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((lng) => lng === base) ?? null;
}

function fromStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(STORED_KEY);
  } catch {
    return null; // storage blocked
  }
}

function fromCookie(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${STORED_KEY}=`));
  return entry ? decodeURIComponent(entry.slice(STORED_KEY.length + 1)) : null;
}

/**
 * The language to show (spec sections 1 and 7): the first supported one of the query string, the
 * cookie, localStorage, sessionStorage, the browser's languages and `<html lang>`, else English.
 * The same order i18next-browser-languagedetector followed, in a few lines.
 */
export function detectLanguage(): Language {
  const candidates = [
    () => new URLSearchParams(window.location.search).get(QUERY_KEY),
    fromCookie,
    () => fromStorage(() => localStorage),
    () => fromStorage(() => sessionStorage),
    ...(navigator.languages ?? [navigator.language]).map((code) => () => code),
    () => document.documentElement.lang,
  ];
  for (const candidate of candidates) {
    const lng = supported(candidate());
    if (lng) return lng;
  }
  return DEFAULT_LANGUAGE;
}

let pageLanguage: Language | null = null;

/**
 * detectLanguage, asked once per page load: the page's first script (preload.ts) and i18next share the
 * answer. Reading the cookie and the storages are synchronous calls to the browser process, which
 * took 3-9 ms each while the page loads; asked twice, they made start-up's longest tasks longer
 * (PERFORMANCE.md 2, total blocking time).
 */
export function detectPageLanguage(): Language {
  return (pageLanguage ??= detectLanguage());
}

/** The choice survives a reload: an explicit `?lng=` or a pick in the language menu is remembered. */
export function rememberLanguage(lng: string): void {
  pageLanguage = supported(lng) ?? pageLanguage;
  try {
    localStorage.setItem(STORED_KEY, lng);
  } catch {
    // storage blocked: the choice lasts for this page
  }
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectPageLanguage,
  cacheUserLanguage: rememberLanguage,
};

/** Where i18next's backend reads a language's strings; the preload asks for the same URL. */
export const translationsUrl = (lng: string, ns = 'translation') => `/locales/${lng}/${ns}.json`;
