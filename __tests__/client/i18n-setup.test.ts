import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { detectLanguage, detectPageLanguage, languageDetector, rememberLanguage } from '../../src/client/app/language-detection';
import { translationsBackend } from '../../src/client/app/translations-backend';
import { server, useApiServer } from './api-server';

useApiServer();

const originalLanguages = Object.getOwnPropertyDescriptor(window.navigator, 'languages');

function browserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/');
  if (originalLanguages) Object.defineProperty(window.navigator, 'languages', originalLanguages);
});

describe('detecting the language (spec sections 1 and 7)', () => {
  test('English when nothing says otherwise', () => {
    browserLanguages(['fr-FR', 'de']);
    expect(detectLanguage()).toBe('en');
  });

  test('the browser languages: the first supported one, regional variants included', () => {
    browserLanguages(['fr-FR', 'bn-BD', 'en-US']);
    expect(detectLanguage()).toBe('bn');
  });

  test('?lng= comes first, then the cookie, localStorage and sessionStorage', () => {
    browserLanguages(['en-US']);
    sessionStorage.setItem('lang', 'bn');
    expect(detectLanguage()).toBe('bn');
    localStorage.setItem('lang', 'en');
    expect(detectLanguage()).toBe('en');
    document.cookie = 'lang=bn; path=/';
    expect(detectLanguage()).toBe('bn');
    window.history.replaceState(null, '', '/?lng=en');
    expect(detectLanguage()).toBe('en');
  });

  test('an unsupported stored value is skipped, not obeyed', () => {
    browserLanguages(['bn']);
    localStorage.setItem('lang', 'xx');
    window.history.replaceState(null, '', '/?lng=fr');
    expect(detectLanguage()).toBe('bn');
  });

  test('a page load reads the stored choices once; a new pick replaces the answer', () => {
    browserLanguages(['en-US']);
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    expect(detectPageLanguage()).toBe('en');
    const reads = getItem.mock.calls.length;
    expect(reads).toBeGreaterThan(0);
    localStorage.setItem('lang', 'bn');
    expect(detectPageLanguage()).toBe('en'); // the preload and i18next agree within one page load
    expect(getItem.mock.calls.length).toBe(reads);
    rememberLanguage('bn');
    expect(detectPageLanguage()).toBe('bn');
    rememberLanguage('xx');
    expect(detectPageLanguage()).toBe('bn');
    getItem.mockRestore();
  });

  test('the choice is remembered in localStorage, as i18next caches it', async () => {
    rememberLanguage('bn');
    expect(localStorage.getItem('lang')).toBe('bn');
    const instance = i18next.createInstance();
    window.history.replaceState(null, '', '/?lng=bn');
    await instance.use(languageDetector).init({ supportedLngs: ['en', 'bn'], fallbackLng: 'en', resources: { bn: { translation: {} }, en: { translation: {} } } });
    expect(instance.language).toBe('bn');
    await instance.changeLanguage('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });
});

describe('reading translations from /locales', () => {
  const read = (lng: string) =>
    new Promise<{ error: unknown; data: unknown }>((resolve) => translationsBackend.read(lng, 'translation', (error, data) => resolve({ error, data })));

  test('a language file is handed to i18next', async () => {
    server.use(http.get('http://localhost/locales/bn/translation.json', () => HttpResponse.json({ hello: 'হ্যালো' })));
    expect(await read('bn')).toEqual({ error: null, data: { hello: 'হ্যালো' } });
  });

  test('a server error or a failed network asks i18next to retry; a missing file does not', async () => {
    server.use(
      http.get('http://localhost/locales/en/translation.json', () => new HttpResponse(null, { status: 503 })),
      http.get('http://localhost/locales/xx/translation.json', () => new HttpResponse(null, { status: 404 })),
      http.get('http://localhost/locales/yy/translation.json', () => HttpResponse.error()),
    );
    expect(await read('en')).toEqual({ error: expect.stringContaining('503'), data: true });
    expect(await read('xx')).toEqual({ error: expect.stringContaining('404'), data: false });
    expect(await read('yy')).toEqual({ error: expect.any(String), data: true });
  });
});
