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
 * The admin pages' strings: a file of their own (/locales/{lng}/admin.json, a third of all the text) that
 * the admin routes load (admin-routes.tsx), so public pages never download it (PERFORMANCE.md 2). Its keys
 * keep their `admin.` prefix: i18next looks a key up there when the main file lacks it (fallbackNS).
 */
export const ADMIN_STRINGS = 'admin';

/**
 * Translations come from /locales/{lng}/translation.json (and admin.json, above); detection and retries follow spec section 1
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
      fallbackNS: ADMIN_STRINGS,
      // Bengali has every English key (__tests__/client/translations-parity.test.ts), so a Bengali page
      // does not wait for the English strings too: 24 KB less before its first paint (PERFORMANCE.md 2).
      fallbackLng: { bn: [], default: [DEFAULT_LANGUAGE] },
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      interpolation: { escapeValue: false },
    });
}
