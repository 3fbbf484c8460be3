import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { detectLanguage, detectPageLanguage, languageDetector, rememberLanguage } from '../../src/client/app/language-detection';
import { translationsBackend } from '../../src/client/app/translations-backend';
import { server, setupApiServer } from './api-server';

setupApiServer();

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
  test('English when nothing says otherwise', async () => {
    browserLanguages(['fr-FR', 'de']);
    expect(await detectLanguage()).toBe('en');
  });

  test('the browser languages: the first supported one, regional variants included', async () => {
    browserLanguages(['fr-FR', 'bn-BD', 'en-US']);
    expect(await detectLanguage()).toBe('bn');
  });

  test('?lng= comes first, then the cookie, localStorage and sessionStorage', async () => {
    browserLanguages(['en-US']);
    sessionStorage.setItem('lang', 'bn');
    expect(await detectLanguage()).toBe('bn');
    localStorage.setItem('lang', 'en');
    expect(await detectLanguage()).toBe('en');
    document.cookie = 'lang=bn; path=/';
    expect(await detectLanguage()).toBe('bn');
    window.history.replaceState(null, '', '/?lng=en');
    expect(await detectLanguage()).toBe('en');
  });

  test('an unsupported stored value is skipped, not obeyed', async () => {
    browserLanguages(['bn']);
    localStorage.setItem('lang', 'xx');
    window.history.replaceState(null, '', '/?lng=fr');
    expect(await detectLanguage()).toBe('bn');
  });

  test('a page load reads the stored choices once; a new pick replaces the answer', async () => {
    browserLanguages(['en-US']);
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    expect(await detectPageLanguage()).toBe('en');
    const reads = getItem.mock.calls.length;
    expect(reads).toBeGreaterThan(0);
    localStorage.setItem('lang', 'bn');
    expect(await detectPageLanguage()).toBe('en'); // the preload and i18next agree within one page load
    expect(getItem.mock.calls.length).toBe(reads);
    rememberLanguage('bn');
    expect(await detectPageLanguage()).toBe('bn');
    rememberLanguage('xx');
    expect(await detectPageLanguage()).toBe('bn');
    getItem.mockRestore();
  });

  test('where the browser has cookieStore, the cookie is read through it, not document.cookie', async () => {
    browserLanguages(['en-US']);
    const get = jest.fn(async (name: string) => (name === 'lang' ? { name, value: 'bn' } : null));
    Object.defineProperty(window, 'cookieStore', { value: { get }, configurable: true });
    const cookie = jest.spyOn(Document.prototype, 'cookie', 'get');
    try {
      expect(await detectLanguage()).toBe('bn');
      expect(get).toHaveBeenCalledWith('lang');
      expect(cookie).not.toHaveBeenCalled();
      get.mockRejectedValueOnce(new Error('blocked'));
      expect(await detectLanguage()).toBe('en'); // a refusal is no choice, not a failure
    } finally {
      cookie.mockRestore();
      delete (window as { cookieStore?: unknown }).cookieStore;
    }
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
