import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer, server } from '../api-server';
import { axeViolations } from '../axe';
import { renderRoute } from '../test-utils';
import { countriesData, failWith, recordPost, stepHeading, storeProgress } from './sign-up-helpers';

setupApiServer();
jest.setTimeout(30000);

beforeEach(() => localStorage.clear());

async function expectNoAxeViolations(element: Element) {
  expect(await axeViolations(element)).toEqual([]);
}

test('details step passes axe with every validation message shown', async () => {
  const { container } = await renderRoute('/signup');
  await stepHeading('Create your account');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  await screen.findByText('Full name is required.');
  await expectNoAxeViolations(container);
});

test('phone step passes axe with the list loaded and with the picker open', async () => {
  server.use(countriesData());
  storeProgress('phone');
  const { container } = await renderRoute('/signup');
  await stepHeading('Add your phone number');
  await waitFor(() => expect(screen.queryByText('Loading countries...')).not.toBeInTheDocument());
  await expectNoAxeViolations(container);
  await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'ban');
  await expectNoAxeViolations(await screen.findByRole('listbox'));
});

test('code entry passes axe in Bengali with the incomplete message and a failed verify', async () => {
  storeProgress('code');
  recordPost('/auth/verify-otp', failWith(400, 'That code is not correct. You have 4 tries left.', 'OTP_INVALID'));
  const { container } = await renderRoute('/signup/verify/otp', { lng: 'bn' });
  await stepHeading('আপনার ইমেইল যাচাই করুন');
  const verify = screen.getByRole('button', { name: 'যাচাই করুন' });
  await userEvent.click(verify);
  await screen.findByText('পুরো ৬ অঙ্কের যাচাই কোডটি বসান।');
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('textbox', { name: '৬টির মধ্যে ১ নম্বর অঙ্ক' }));
  await userEvent.paste('123456');
  await userEvent.click(verify);
  // Issue 18: one message, the translated reason.
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^কোডটি সঠিক নয়। ইমেইলের কোডটি দেখে আবার বসান।$/));
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  await expectNoAxeViolations(container);
});
