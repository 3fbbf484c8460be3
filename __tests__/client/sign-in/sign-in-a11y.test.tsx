import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../api-server';
import { axeViolations } from '../axe';
import { renderRoute } from '../test-utils';
import { findSignInForm } from './sign-in-helpers';

setupApiServer();
jest.setTimeout(15000);

async function expectNoAxeViolations(element: Element) {
  expect(await axeViolations(element)).toEqual([]);
}

test('/signin passes axe with validation errors shown, and with the forgot-password dialog open', async () => {
  const { container } = await renderRoute('/signin');
  const form = await findSignInForm();
  await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
  await within(form).findByText('Email is required.');
  await expectNoAxeViolations(container);

  await userEvent.click(within(form).getByRole('button', { name: 'Forgot password?' }));
  await expectNoAxeViolations(await screen.findByRole('dialog'));
});

test('/resetpassword passes axe with validation errors shown', async () => {
  const { container } = await renderRoute('/resetpassword?email=karim%40example.com');
  const form = await screen.findByRole('form', { name: 'Reset password form' });
  await userEvent.click(within(form).getByRole('button', { name: 'Reset password' }));
  await within(form).findByText('Reset code is required.');
  await expectNoAxeViolations(container);
});
