import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppProviders } from '../../../src/client/app/providers';
import { makeStore } from '../../../src/client/app/store';
import { useApiServer } from '../api-server';
import { makeTestRouter } from '../test-router';
import { makeTestI18n } from '../test-utils';

useApiServer();

/** The app runs in StrictMode, whose doubled effects restart the machine: its entry actions must not repeat. */
test('in StrictMode, "email missing" is shown once and the visitor lands on /signin', async () => {
  const i18n = await makeTestI18n('en');
  const { router, element } = makeTestRouter('/resetpassword');
  render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProviders store={makeStore()}>{element}</AppProviders>
      </I18nextProvider>
    </StrictMode>,
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  await screen.findByRole('form', { name: 'Sign in form' });
  expect(screen.getAllByText('Email missing. Please ask for a new reset link from the sign-in page.')).toHaveLength(1);
});
