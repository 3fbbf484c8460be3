import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppProviders } from '../../../src/client/app/providers';
import { makeStore } from '../../../src/client/app/store';
import { setupApiServer } from '../api-server';
import { makeTestRouter } from '../test-router';
import { makeTestI18n } from '../test-utils';

setupApiServer();

/** The app runs in StrictMode, whose doubled effects restart the machine: its entry actions must not repeat. */
test('in StrictMode, the "email missing" request form is shown once and the visitor stays on /resetpassword', async () => {
  const i18n = await makeTestI18n('en');
  const { router, element } = makeTestRouter('/resetpassword');
  render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProviders store={makeStore()}>{element}</AppProviders>
      </I18nextProvider>
    </StrictMode>,
  );
  await screen.findByRole('form', { name: 'Ask for a reset code' });
  expect(screen.getAllByText('Email missing. Enter the email of your account and we will send you a reset code.')).toHaveLength(1);
  expect(screen.getAllByRole('form', { name: 'Ask for a reset code' })).toHaveLength(1);
  expect(router.state.location.pathname).toBe('/resetpassword');
});
