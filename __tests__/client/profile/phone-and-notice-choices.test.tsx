import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '../../../src/shared/notification-types';
import type { UserDto } from '../../../src/shared/api-types';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { DEPOSITS_URL, ME_URL, securityHandlers, signIn, userFixture } from './profile-helpers';

setupApiServer();
jest.setTimeout(30000);
afterEach(() => localStorage.clear());

const SEND_URL = 'http://localhost/api/auth/phone/send-code';
const VERIFY_URL = 'http://localhost/api/auth/phone/verify';
const PREFERENCES_URL = 'http://localhost/api/notifications/preferences';

/** The server's side: a code "texted" on each send, 123456 checks the phone, and the saved choices. */
function phoneServer(user: UserDto = userFixture()) {
  const state = { user, sends: 0, codes: [] as string[], saved: [] as NotificationPreferences[] };
  server.use(
    ...securityHandlers(),
    http.get(ME_URL, () => HttpResponse.json({ user: state.user })),
    http.get(DEPOSITS_URL, () => HttpResponse.json({ deposits: [], nextCursor: null })),
    http.post(SEND_URL, () => {
      state.sends += 1;
      return HttpResponse.json({ message: 'We sent a 6-digit code by SMS to your phone.', sentTo: '+880171•••000' });
    }),
    http.post(VERIFY_URL, async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      state.codes.push(code);
      if (code !== '123456') return HttpResponse.json({ message: 'That code is not correct. You have 4 tries left.', code: 'OTP_INVALID' }, { status: 400 });
      state.user = { ...state.user, phoneVerified: true };
      return HttpResponse.json({ user: state.user });
    }),
    http.put(PREFERENCES_URL, async ({ request }) => {
      const body = (await request.json()) as NotificationPreferences;
      state.saved.push(body);
      return HttpResponse.json(body);
    }),
  );
  return state;
}

async function openProfile(lng: 'en' | 'bn' = 'en') {
  signIn();
  await renderRoute('/profile', { lng });
  return screen.findByRole('region', { name: lng === 'en' ? 'Mobile phone' : 'মোবাইল নম্বর' });
}

describe('checking the phone on the profile', () => {
  test('a texted code checks the phone: a wrong code is told on the field, the right one closes the dialog', async () => {
    const state = phoneServer();
    const card = await openProfile();
    expect(within(card).getByText('Not checked')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Check my phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your phone' });
    expect(await within(dialog).findByText('We sent a 6-digit code by SMS to +880171•••000.')).toBeInTheDocument();
    expect(state.sends).toBe(1);

    const field = within(dialog).getByRole('textbox', { name: /^6-digit code/ });
    await userEvent.type(field, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(field).toHaveAccessibleDescription('Enter the 6 digits from the SMS.');
    expect(state.codes).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('That code is not correct. You have 4 tries left.'));

    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Your phone is checked.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card).findByText('Checked')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Check my phone' })).not.toBeInTheDocument();
  });

  test('in Bengali, a code typed with Bengali digits is sent with ASCII ones', async () => {
    const state = phoneServer();
    const card = await openProfile('bn');
    await userEvent.click(within(card).getByRole('button', { name: 'ফোন যাচাই করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'ফোন যাচাই' });
    await within(dialog).findByText('+880171•••000 নম্বরে এসএমএসে ৬ অঙ্কের যাচাই কোড পাঠিয়েছি।');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^৬ অঙ্কের যাচাই কোড/ }), '১২৩৪৫৬');
    await userEvent.click(within(dialog).getByRole('button', { name: 'যাচাই করুন' }));
    expect(await screen.findByText('আপনার ফোন যাচাই করা হয়েছে।')).toBeInTheDocument();
    expect(state.codes).toEqual(['123456']);
  });

  test('a profile with no phone offers to add one instead', async () => {
    phoneServer(userFixture({ phone: null }));
    const card = await openProfile();
    expect(within(card).getByText('Add your mobile number to your profile to get SMS about your money and account.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Add a mobile number' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});

describe('choosing how notices reach the investor', () => {
  const choices = () => screen.findByRole('region', { name: 'How we reach you' });

  test('before the phone is checked, SMS cannot be chosen and money mail cannot be turned off', async () => {
    const state = phoneServer();
    await openProfile();
    const card = await choices();
    const smsMoney = await within(card).findByRole('checkbox', { name: 'Money: deposits, withdrawals, profit by SMS' });
    expect(smsMoney).toBeDisabled();
    expect(within(card).getByText('SMS can be turned on once your phone is checked.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Money: deposits, withdrawals, profit by Email' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save choices' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Until your phone is checked, money and security notices must stay on by email.');
    expect(state.saved).toEqual([]);
  });

  test('with a checked phone, money notices can go by SMS only; the choices are saved', async () => {
    const state = phoneServer(userFixture({ phoneVerified: true }));
    await openProfile();
    const card = await choices();
    await userEvent.click(await within(card).findByRole('checkbox', { name: 'Money: deposits, withdrawals, profit by Email' }));
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Offers and promotions by Email' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('Your choices are saved.')).toBeInTheDocument();
    expect(state.saved).toEqual([{ ...DEFAULT_NOTIFICATION_PREFERENCES, email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, money: false, promotions: true } }]);
  });
});
