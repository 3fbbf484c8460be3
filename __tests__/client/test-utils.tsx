import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import bnAdmin from '../../public/locales/bn/admin.json';
import bnInfo from '../../public/locales/bn/info.json';
import bn from '../../public/locales/bn/translation.json';
import enAdmin from '../../public/locales/en/admin.json';
import enInfo from '../../public/locales/en/info.json';
import en from '../../public/locales/en/translation.json';
import { AppProviders } from '../../src/client/app/providers';
import { ADMIN_STRINGS, INFO_STRINGS, PAGE_STRINGS } from '../../src/client/app/i18n';
import { makeStore } from '../../src/client/app/store';
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

/** Renders the real app routes at `path` with a fresh store, as the browser would. */
export async function renderRoute(path: string, { lng = 'en' as 'en' | 'bn' } = {}) {
  const store = makeStore();
  const i18n = await makeTestI18n(lng);
  const { router, element } = makeTestRouter(path);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <AppProviders store={store}>{element}</AppProviders>
    </I18nextProvider>,
  );
  return { ...result, store, router, i18n };
}
