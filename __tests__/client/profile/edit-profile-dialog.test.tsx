import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { UserDto } from '../../../src/shared/api-types';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { DEPOSITS_URL, detail, findSection, ME_URL, securityHandlers, signIn, UPDATE_URL, userFixture } from './profile-helpers';

setupApiServer();
// These tests type into a dialog as a user would; under a full parallel run that takes a few seconds.
jest.setTimeout(15000);
afterEach(() => localStorage.clear());

/** The signed-in user's record as the server holds it: GET reads it, a successful PUT replaces it. */
function profileServer(initial: UserDto = userFixture()) {
  const state = { user: initial, puts: [] as unknown[] };
  server.use(
    ...securityHandlers(),
    http.get(ME_URL, () => HttpResponse.json({ user: state.user })),
    http.get(DEPOSITS_URL, () => HttpResponse.json({ deposits: [] })),
    http.put(UPDATE_URL, async ({ request }) => {
      const body = (await request.json()) as Partial<UserDto>;
      state.puts.push(body);
      state.user = { ...state.user, ...body, updatedAt: '2026-03-10T08:00:00.000Z' };
      return HttpResponse.json({ user: state.user });
    }),
  );
  return state;
}

/** A refused PUT; counts the calls. */
function refuseUpdate(status: number, body: object) {
  const calls: unknown[] = [];
  server.use(
    http.put(UPDATE_URL, async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return calls;
}

async function openDialog(lng: 'en' | 'bn' = 'en') {
  signIn();
  const rendered = await renderRoute('/profile', { lng });
  const editName = lng === 'en' ? 'Edit Profile' : 'প্রোফাইল সম্পাদনা';
  await userEvent.click(await screen.findByRole('button', { name: editName }));
  const dialog = await screen.findByRole('dialog', { name: editName });
  return { ...rendered, dialog };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  // Long texts are pasted: typing 121 characters one by one only slows the test.
  if (text.length > 30) await userEvent.paste(text);
  else if (text) await userEvent.type(input, text);
}

describe('Edit Profile dialog', () => {
  test('opens labelled, filled from the profile, focus on the first field; Cancel closes without saving', async () => {
    const state = profileServer(userFixture({ nid: null }));
    const { dialog } = await openDialog();

    expect(field(dialog, 'Full name')).toHaveValue('Rahim Uddin');
    expect(field(dialog, 'Full name')).toHaveFocus();
    expect(field(dialog, 'Email')).toHaveValue('rahim@example.com');
    expect(field(dialog, 'Phone')).toHaveValue('+880 1711-000000');
    expect(field(dialog, 'NID')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();

    await userEvent.type(field(dialog, 'Full name'), ' Khan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.puts).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();

    // Opened again, it starts from the profile, not from the abandoned edit.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field(await screen.findByRole('dialog', { name: 'Edit Profile' }), 'Full name')).toHaveValue('Rahim Uddin');
  });

  test('shows the validation messages on their fields and sends nothing', async () => {
    const state = profileServer();
    const { dialog } = await openDialog();

    await replace(field(dialog, 'Full name'), '');
    await replace(field(dialog, 'Email'), 'rahim@');
    await replace(field(dialog, 'Phone'), '01711-abc');
    await replace(field(dialog, 'NID'), '1990#12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('Full name is required.')).toBeInTheDocument();
    expect(field(dialog, 'Full name')).toHaveAccessibleDescription('Full name is required.');
    expect(field(dialog, 'Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(field(dialog, 'Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(field(dialog, 'Phone')).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(field(dialog, 'NID')).toHaveAccessibleDescription('NID may contain only letters, digits and dashes.');

    await replace(field(dialog, 'Full name'), 'x'.repeat(121));
    expect(await within(dialog).findByText('Full name must be at most 120 characters.')).toBeInTheDocument();
    expect(state.puts).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  test('in Bengali: translated labels and messages, Bengali digits in the limit', async () => {
    profileServer();
    const { dialog } = await openDialog('bn');
    await replace(field(dialog, 'পুরো নাম'), 'ক'.repeat(121));
    await replace(field(dialog, 'ইমেইল'), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    expect(await within(dialog).findByText('পুরো নাম সর্বোচ্চ ১২০ অক্ষরের হতে পারে।')).toBeInTheDocument();
    expect(within(dialog).getByText('ইমেইল দেওয়া আবশ্যক।')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
  });

  test('Save Changes shows Updating... while pending; success closes, toasts and shows the new profile', async () => {
    const state = profileServer();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put(UPDATE_URL, async ({ request }) => {
        const body = (await request.json()) as Partial<UserDto>;
        state.puts.push(body);
        await gate;
        state.user = { ...state.user, ...body, updatedAt: '2026-03-10T08:00:00.000Z' };
        return HttpResponse.json({ user: state.user });
      }),
    );
    const { dialog } = await openDialog();

    await replace(field(dialog, 'Full name'), '  Rahim Uddin Khan  ');
    // The same address in another case and with spaces: saved at once, as the server compares it.
    // (A different address waits for a code: email-change-dialog.test.tsx.)
    await replace(field(dialog, 'Email'), ' RAHIM@Example.com ');
    await replace(field(dialog, 'Phone'), '');
    await replace(field(dialog, 'NID'), '1990-999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const pending = await within(dialog).findByRole('button', { name: 'Updating...' });
    expect(pending).toBeDisabled();
    expect(state.puts).toEqual([{ fullname: 'Rahim Uddin Khan', email: 'rahim@example.com', phone: '', nid: '1990-999' }]);

    release();
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = await findSection('Rahim Uddin Khan');
    expect(detail('Email', card)).toBe('rahim@example.com');
    expect(detail('Phone', card)).toBe('Not provided');
    expect(detail('NID', card)).toBe('1990-999');
    expect(detail('Profile Updated', await findSection('Account Activity'))).toBe('10 March 2026');
  });

  test('Bengali digits typed in phone and NID are sent as ASCII digits', async () => {
    const state = profileServer();
    const { dialog } = await openDialog('bn');
    await replace(field(dialog, 'ফোন'), '০১৭১১ ২২২৩৩৩');
    await replace(field(dialog, 'জাতীয় পরিচয়পত্র'), '১৯৯০-৪৫৬');
    await userEvent.click(within(dialog).getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    expect(await screen.findByText('প্রোফাইল সফলভাবে হালনাগাদ হয়েছে')).toBeInTheDocument();
    expect(state.puts).toEqual([expect.objectContaining({ phone: '01711 222333', nid: '1990-456' })]);
  });

  test('a failure says why and keeps the dialog open with the typed values', async () => {
    profileServer();
    const calls = refuseUpdate(503, { message: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' });
    const { dialog } = await openDialog();
    await replace(field(dialog, 'Full name'), 'Rahim U.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update failed: Database unavailable')).toBeInTheDocument();
    expect(calls).toHaveLength(1); // a mutation is never retried
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBe(dialog);
    expect(field(dialog, 'Full name')).toHaveValue('Rahim U.');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  test('a failure without a message: Something went wrong!', async () => {
    profileServer();
    refuseUpdate(500, {});
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed: Something went wrong!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  test('an email used by another account is shown on the email field until it is changed', async () => {
    profileServer();
    refuseUpdate(409, { message: 'This email is already used by another account.', code: 'EMAIL_TAKEN' });
    const { dialog } = await openDialog();
    await replace(field(dialog, 'Email'), 'karim@example.com');
    // Issue 14: a new address needs the current password.
    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update failed: This email is already used by another account.')).toBeInTheDocument();
    const email = field(dialog, 'Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already used by another account.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await userEvent.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription('This email is already used by another account.');
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  test('in Bengali the taken email is explained in Bengali', async () => {
    profileServer();
    refuseUpdate(409, { message: 'This email is already used by another account.', code: 'EMAIL_TAKEN' });
    const { dialog } = await openDialog('bn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    expect(await screen.findByText('হালনাগাদ ব্যর্থ হয়েছে: এই ইমেইলটি অন্য একটি অ্যাকাউন্টে ব্যবহৃত হচ্ছে।')).toBeInTheDocument();
    await waitFor(() => expect(field(dialog, 'ইমেইল')).toHaveAccessibleDescription('এই ইমেইলটি অন্য একটি অ্যাকাউন্টে ব্যবহৃত হচ্ছে।'));
  });

  test("a 400's field messages are shown on their fields", async () => {
    profileServer();
    refuseUpdate(400, {
      message: 'Please enter a valid phone number.',
      code: 'VALIDATION_FAILED',
      fields: { phone: 'Please enter a valid phone number.', nid: 'NID must be at most 32 characters.' },
    });
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed: Please enter a valid phone number.')).toBeInTheDocument();
    await waitFor(() => expect(field(dialog, 'Phone')).toHaveAccessibleDescription('Please enter a valid phone number.'));
    expect(field(dialog, 'NID')).toHaveAccessibleDescription('NID must be at most 32 characters.');
    expect(field(dialog, 'Phone')).toHaveFocus();
  });

  test('a 401 on save ends the session and goes to /signin', async () => {
    profileServer();
    refuseUpdate(401, { message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' });
    const { dialog, router, store } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.token).toBeNull();
    // The session ends first; the page moves on in the render after it (later on a loaded machine).
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/profile' });
  });

  test('without a stored token: Authentication required, nothing sent, and off to /signin', async () => {
    const state = profileServer();
    const { dialog, router } = await openDialog();
    localStorage.removeItem('token');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Authentication required. Please log in.')).toBeInTheDocument();
    expect(state.puts).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toEqual({ from: '/profile' });
  });
});
