import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { InitialEntry } from 'react-router-dom';
import bnAdmin from '../../public/locales/bn/admin.json';
import bnInfo from '../../public/locales/bn/info.json';
import bn from '../../public/locales/bn/translation.json';
import enAdmin from '../../public/locales/en/admin.json';
import enInfo from '../../public/locales/en/info.json';
import en from '../../public/locales/en/translation.json';
import { AppProviders } from '../../src/client/app/providers';
import { ADMIN_STRINGS, INFO_STRINGS, PAGE_STRINGS } from '../../src/client/app/i18n';
import { makeStore, type AppStore } from '../../src/client/app/store';
import { makeTestRouter } from './test-router';

/** A fresh i18next with the real translation files, so tests read what users read. */
export async function makeTestI18n(lng: 'en' | 'bn' = 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: {
      en: { translation: en, [ADMIN_STRINGS]: enAdmin, [INFO_STRINGS]: enInfo },
      bn: { translation: bn, [ADMIN_STRINGS]: bnAdmin, [INFO_STRINGS]: bnInfo },
    },
    fallbackNS: PAGE_STRINGS,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export interface InAppOptions {
  lng?: 'en' | 'bn';
  /** A fresh store unless given (a test that prepares it first). */
  store?: AppStore;
  /** Under React's StrictMode, which mounts every effect twice as development does. */
  strict?: boolean;
}

/**
 * Renders `ui` inside what the app gives every screen: the store, the real translations, theme and
 * toasts. Every client test that needs the app's providers renders through here.
 */
export async function renderInApp(ui: ReactElement, { lng = 'en', store = makeStore(), strict = false }: InAppOptions = {}) {
  const i18n = await makeTestI18n(lng);
  const tree = (
    <I18nextProvider i18n={i18n}>
      <AppProviders store={store}>{ui}</AppProviders>
    </I18nextProvider>
  );
  return { ...render(strict ? <StrictMode>{tree}</StrictMode> : tree), store, i18n };
}

/** Renders the real app routes at `path` with a fresh store, as the browser would. */
export async function renderRoute(path: InitialEntry, options: InAppOptions = {}) {
  const { router, element } = makeTestRouter(path);
  return { ...(await renderInApp(element, options)), router };
}
