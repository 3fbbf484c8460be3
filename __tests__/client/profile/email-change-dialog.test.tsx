import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { UserDto } from '../../../src/shared/api-types';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { DEPOSITS_URL, detail, findSection, ME_URL, securityHandlers, signIn, UPDATE_URL, userFixture } from './profile-helpers';

setupApiServer();
// Typing into dialogs as a user would takes seconds under a full parallel run.
jest.setTimeout(30000);
afterEach(() => localStorage.clear());

const CONFIRM_URL = 'http://localhost/api/auth/email-change/confirm';
const CANCEL_URL = 'http://localhost/api/auth/email-change/cancel';
const NEW_EMAIL = 'rahim.new@example.com';

/**
 * The server's side of an email change (issue 14): PUT saves the other fields and holds the new
 * address; confirm applies it when the code is 123456, counting wrong tries down from 4.
 */
function emailChangeServer({ spentAfter = 5 } = {}) {
  const state = { user: userFixture(), pending: null as string | null, puts: [] as Record<string, unknown>[], codes: [] as string[], cancels: 0, tries: 0 };
  server.use(
    ...securityHandlers(),
    http.get(ME_URL, () => HttpResponse.json({ user: state.user })),
    http.get(DEPOSITS_URL, () => HttpResponse.json({ deposits: [] })),
    http.put(UPDATE_URL, async ({ request }) => {
      const body = (await request.json()) as Partial<UserDto> & { currentPassword?: string };
      state.puts.push(body);
      if (body.email !== state.user.email && body.currentPassword !== 'my password') {
        return HttpResponse.json({ message: 'The current password is not correct.', code: 'CURRENT_PASSWORD_WRONG' }, { status: 401 });
      }
      const { currentPassword: _password, email, ...others } = body;
      state.user = { ...state.user, ...others };
      state.pending = email ?? null;
      state.tries = 0;
      return HttpResponse.json({ user: state.user, emailChange: { pendingEmail: email } });
    }),
    http.post(CONFIRM_URL, async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      state.codes.push(code);
      if (code === '123456' && state.pending && state.tries < spentAfter) {
        state.user = { ...state.user, email: state.pending };
        return HttpResponse.json({ user: state.user });
      }
      state.tries += 1;
      if (state.tries >= spentAfter) return HttpResponse.json({ message: 'This code has expired. Save the new email again for a new code.', code: 'OTP_EXPIRED' }, { status: 400 });
      return HttpResponse.json({ message: `That code is not correct. You have ${5 - state.tries} tries left.`, code: 'OTP_INVALID' }, { status: 400 });
    }),
    http.post(CANCEL_URL, () => {
      state.cancels += 1;
      return HttpResponse.json({ message: 'The email change was cancelled.' });
    }),
  );
  return state;
}

async function openDialog(lng: 'en' | 'bn' = 'en') {
  signIn();
  const rendered = await renderRoute('/profile', { lng });
  const editName = lng === 'en' ? 'Edit Profile' : 'প্রোফাইল সম্পাদনা';
  await userEvent.click(await screen.findByRole('button', { name: editName }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: editName }) };
}

const email = (dialog: HTMLElement, label = 'Email') => within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('changing the email on the profile', () => {
  test('the password field appears only while the email differs, and is required then', async () => {
    const state = emailChangeServer();
    const { dialog } = await openDialog();
    expect(within(dialog).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await userEvent.clear(email(dialog));
    await userEvent.paste(NEW_EMAIL);
    const password = within(dialog).getByLabelText(/^Current password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Enter your current password to change your email.'));
    expect(state.puts).toHaveLength(0);
    // Back to the old address: no password needed any more.
    await userEvent.clear(email(dialog));
    await userEvent.paste('rahim@example.com');
    expect(within(dialog).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  test('a wrong password is shown on its field and does not sign out', async () => {
    const state = emailChangeServer();
    const { dialog, router } = await openDialog();
    await userEvent.clear(email(dialog));
    await userEvent.paste(NEW_EMAIL);
    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'a guess');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const password = within(dialog).getByLabelText(/^Current password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription('The current password is not correct.'));
    expect(password).toHaveFocus();
    expect(await screen.findByText('Update failed: The current password is not correct.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(state.puts).toEqual([{ fullname: 'Rahim Uddin', email: NEW_EMAIL, phone: '+880 1711-000000', nid: '1990-123-4567', currentPassword: 'a guess' }]);
  });

  test('edit → code → done: the code step names the new address, a wrong code is told on the field, the right one changes the email', async () => {
    const state = emailChangeServer();
    const { dialog } = await openDialog();
    await userEvent.clear(email(dialog));
    await userEvent.paste(NEW_EMAIL);
    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const step = await screen.findByRole('dialog', { name: 'Confirm your new email' });
    expect(within(step).getByText(/We sent a 6-digit code to rahim\.new@example\.com/)).toBeInTheDocument();
    const code = within(step).getByRole('textbox', { name: /^6-digit code/ });
    await userEvent.type(code, '12');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription('Please enter the full 6-digit code.');
    expect(state.codes).toEqual([]);

    await userEvent.clear(code);
    await userEvent.type(code, '999999');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not correct. You have 4 tries left.'));

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByRole('dialog', { name: 'Email changed' });
    expect(within(done).getByText('Your email is now rahim.new@example.com. Every other device has been signed out.')).toBeInTheDocument();
    expect(await screen.findByText('Your email has been changed.')).toBeInTheDocument();
    await userEvent.click(within(done).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(detail('Email', await findSection('Rahim Uddin'))).toBe(NEW_EMAIL));
  });

  test('a spent code offers a new one (saved again) or cancelling, which drops the change on the server', async () => {
    const state = emailChangeServer({ spentAfter: 1 });
    const { dialog } = await openDialog();
    await userEvent.clear(email(dialog));
    await userEvent.paste(NEW_EMAIL);
    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    let step = await screen.findByRole('dialog', { name: 'Confirm your new email' });
    await userEvent.type(within(step).getByRole('textbox', { name: /^6-digit code/ }), '000000');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    expect(await within(step).findByText('This code no longer works. Send a new code, or cancel the change.')).toBeInTheDocument();

    await userEvent.click(within(step).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(state.puts).toHaveLength(2));
    expect(state.puts[1]).toEqual(state.puts[0]);
    step = await screen.findByRole('dialog', { name: 'Confirm your new email' });
    expect(await within(step).findByRole('textbox', { name: /^6-digit code/ })).toBeInTheDocument();

    await userEvent.click(within(step).getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.cancels).toBe(1);
    expect(state.user.email).toBe('rahim@example.com');
  });

  test('in Bengali: the password field, the code step and Bengali digits typed in the code', async () => {
    const state = emailChangeServer();
    const { dialog } = await openDialog('bn');
    await userEvent.clear(email(dialog, 'ইমেইল'));
    await userEvent.paste(NEW_EMAIL);
    await userEvent.type(within(dialog).getByLabelText(/^বর্তমান পাসওয়ার্ড/), 'my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    const step = await screen.findByRole('dialog', { name: 'নতুন ইমেইল নিশ্চিত করুন' });
    await userEvent.type(within(step).getByRole('textbox', { name: /^৬ অঙ্কের যাচাই কোড/ }), '১২৩৪৫৬');
    await userEvent.click(within(step).getByRole('button', { name: 'নিশ্চিত করুন' }));
    expect(await screen.findByRole('dialog', { name: 'ইমেইল বদলানো হয়েছে' })).toBeInTheDocument();
    expect(state.codes).toEqual(['123456']);
  });
});
