import { screen } from '@testing-library/react';
import { setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';

setupApiServer();

/** The app runs in StrictMode, whose doubled effects restart the machine: its entry actions must not repeat. */
test('in StrictMode, the "email missing" request form is shown once and the visitor stays on /resetpassword', async () => {
  const { router } = await renderRoute('/resetpassword', { strict: true });
  await screen.findByRole('form', { name: 'Ask for a reset code' });
  expect(screen.getAllByText('Email missing. Enter the email of your account and we will send you a reset code.')).toHaveLength(1);
  expect(screen.getAllByRole('form', { name: 'Ask for a reset code' })).toHaveLength(1);
  expect(router.state.location.pathname).toBe('/resetpassword');
});
