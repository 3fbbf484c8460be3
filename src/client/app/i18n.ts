import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/constants';
import { toLanguage } from '../../shared/format';

/** Keeps `<html lang>` right so screen readers pronounce Bengali text as Bengali. */
function syncHtmlLang(lng: string): void {
  document.documentElement.lang = toLanguage(lng);
}

/** Translations come from /locales/{lng}/translation.json; detection and retries follow spec section 1 and 7. */
export function setUpI18n(): typeof i18n {
  i18n.on('languageChanged', syncHtmlLang);
  void i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: 'lang',
        lookupLocalStorage: 'lang',
        lookupSessionStorage: 'lang',
        caches: ['localStorage'],
      },
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      interpolation: { escapeValue: false },
    });
  return i18n;
}
