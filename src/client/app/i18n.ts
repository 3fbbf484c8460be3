import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/constants';
import { toLanguage } from '../../shared/format';
import { languageDetector } from './language-detection';
import { translationsBackend } from './translations-backend';

/** Keeps `<html lang>` right so screen readers pronounce Bengali text as Bengali. */
function syncHtmlLang(lng: string): void {
  document.documentElement.lang = toLanguage(lng);
}

/**
 * Strings only some pages show live in files of their own beside /locales/{lng}/translation.json (half of
 * all the text) and load with those pages, so the pages most visitors open first never download them
 * (PERFORMANCE.md 2): `admin` with the admin routes, `info` with the information pages and /download
 * (lazyPage's `strings` in routes.tsx). Their keys keep their full path (`admin.…`, `terms.…`): i18next
 * looks a key up in them when the main file lacks it (fallbackNS).
 */
export const ADMIN_STRINGS = 'admin';
export const INFO_STRINGS = 'info';
export type PageStrings = typeof ADMIN_STRINGS | typeof INFO_STRINGS;
export const PAGE_STRINGS: PageStrings[] = [ADMIN_STRINGS, INFO_STRINGS];

/**
 * Translations come from /locales/{lng}/translation.json (and the files above); detection and retries follow spec section 1
 * and 7. Resolves once the first language's strings are in (or could not be loaded).
 */
export async function setUpI18n(): Promise<void> {
  i18n.on('languageChanged', syncHtmlLang);
  await i18n
    .use(translationsBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: ['translation'],
      fallbackNS: PAGE_STRINGS,
      // Bengali has every English key (__tests__/client/translations-parity.test.ts), so a Bengali page
      // does not wait for the English strings too: 24 KB less before its first paint (PERFORMANCE.md 2).
      fallbackLng: { bn: [], default: [DEFAULT_LANGUAGE] },
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      interpolation: { escapeValue: false },
    });
}
