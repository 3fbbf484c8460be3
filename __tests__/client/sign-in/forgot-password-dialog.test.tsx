import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { FORGOT_URL, findSignInForm } from './sign-in-helpers';

setupApiServer();
jest.setTimeout(15000);

afterEach(() => localStorage.clear());

/** Opens the dialog from the sign-in screen, after typing `email` into the sign-in form if given. */
async function openDialog({ email = '', lng = 'en' as 'en' | 'bn' } = {}) {
  const result = await renderRoute('/signin', { lng });
  const form = await findSignInForm(lng === 'en' ? 'Sign in form' : 'সাইন ইন ফর্ম');
  if (email) await userEvent.type(within(form).getByRole('textbox', { name: lng === 'en' ? /Email/ : /ইমেইল/ }), email);
  await userEvent.click(within(form).getByRole('button', { name: lng === 'en' ? 'Forgot password?' : 'পাসওয়ার্ড ভুলে গেছেন?' }));
  const dialog = await screen.findByRole('dialog', { name: lng === 'en' ? 'Forgot your password?' : 'পাসওয়ার্ড ভুলে গেছেন?' });
  return { ...result, dialog };
}

function forgotRecorder(respond: () => Response | Promise<Response> = () => HttpResponse.json({ message: 'sent' })) {
  const bodies: unknown[] = [];
  server.use(
    http.post(FORGOT_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

describe('forgot-password dialog', () => {
  test('opens with one email field (focused, filled from the sign-in form) and a Send button; Cancel closes it', async () => {
    const { dialog } = await openDialog({ email: 'karim@example.com' });
    const field = within(dialog).getByRole('textbox', { name: /Email/ });
    expect(field).toHaveValue('karim@example.com');
    await waitFor(() => expect(field).toHaveFocus());
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test.each([
    ['an empty', ''],
    ['a blank', '   '],
  ])('%s email: the email-required text, and nothing is sent', async (_label, typed) => {
    const bodies = forgotRecorder();
    const { dialog } = await openDialog();
    if (typed) await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), typed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Email is required.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Email is required.');
    expect(bodies).toHaveLength(0);
  });

  test('success stores the email as resetEmail and goes to /resetpassword?email=…, which shows it', async () => {
    const bodies = forgotRecorder();
    const { dialog, router } = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), ' Karim+1@Example.com ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/resetpassword'));
    // Spec section 2: the reset request sends the user here with the email as a query parameter.
    expect(router.state.location.search).toBe('?email=karim%2B1%40example.com');
    expect(bodies).toEqual([{ email: 'karim+1@example.com' }]);
    expect(localStorage.getItem('resetEmail')).toBe('karim+1@example.com');
    expect(await screen.findByText('If an account exists for this email, we have sent a password reset link.')).toBeInTheDocument();
    expect(await screen.findByText('Resetting the password for karim+1@example.com')).toBeInTheDocument();
  });

  test('the Send button shows progress and is disabled while the request is pending', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    forgotRecorder(async () => {
      await gate;
      return HttpResponse.json({ message: 'sent' });
    });
    const { dialog } = await openDialog({ email: 'karim@example.com' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const busy = await within(dialog).findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => release());
  });

  test('a failure shows the server message and stays in the dialog; nothing is stored', async () => {
    forgotRecorder(() => HttpResponse.json({ message: 'Too many attempts. Please wait 15 minutes and try again.', code: 'RATE_LIMITED' }, { status: 429 }));
    const { dialog, router } = await openDialog({ email: 'karim@example.com' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 15 minutes and try again.');
    expect(router.state.location.pathname).toBe('/signin');
    expect(localStorage.getItem('resetEmail')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('karim@example.com');
  });

  test('a failure without a message shows the reset-link-failed text', async () => {
    forgotRecorder(() => new HttpResponse(null, { status: 500 }));
    const { dialog } = await openDialog({ email: 'karim@example.com' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send the reset link. Please try again.');
  });

  test('a network failure (no server message) shows the reset-link-failed text too', async () => {
    server.use(http.post(FORGOT_URL, () => HttpResponse.error()));
    const { dialog, router } = await openDialog({ email: 'karim@example.com' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send the reset link. Please try again.');
    expect(router.state.location.pathname).toBe('/signin');
  });

  test('in Bengali: texts, the required message and a translated rate limit', async () => {
    forgotRecorder(() => HttpResponse.json({ message: 'Too many attempts. Please wait 15 minutes and try again.', code: 'RATE_LIMITED' }, { status: 429 }));
    const { dialog } = await openDialog({ lng: 'bn' });
    expect(within(dialog).getByText('আপনার অ্যাকাউন্টের ইমেইল দিন, নতুন পাসওয়ার্ড দিতে আমরা একটি লিংক ও রিসেট কোড পাঠাব।')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'পাঠান' }));
    expect(await within(dialog).findByText('ইমেইল দেওয়া আবশ্যক।')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /ইমেইল/ }), 'karim@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'পাঠান' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('অনেকবার চেষ্টা করা হয়েছে। কয়েক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।');
  });
});
