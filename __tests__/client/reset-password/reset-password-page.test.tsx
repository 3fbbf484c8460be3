import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';

setupApiServer();
jest.setTimeout(15000);

const RESET_URL = 'http://localhost/api/auth/reset-password';
const FORGOT_URL = 'http://localhost/api/auth/forgot-password';

function forgotRecorder(
  respond: () => Response | Promise<Response> = () => HttpResponse.json({ message: 'If an account exists for this email, we have sent a password reset link.' }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(FORGOT_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

/** userEvent itself, or an instance set up for fake timers. */
type User = Pick<UserEvent, 'type' | 'click'>;

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

function resetRecorder(respond: () => Response | Promise<Response> = () => HttpResponse.json({ message: 'Your password has been changed. Please sign in.' })) {
  const bodies: unknown[] = [];
  server.use(
    http.post(RESET_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

async function findForm(name = 'Reset password form') {
  return screen.findByRole('form', { name });
}

async function fill(form: HTMLElement, { token = '', password = '', confirm = '' }, user: User = userEvent) {
  const scope = within(form);
  if (token) await user.type(scope.getByRole('textbox', { name: /Reset code/ }), token);
  if (password) await user.type(scope.getByLabelText(/^New password/), password);
  if (confirm) await user.type(scope.getByLabelText(/^Confirm password/), confirm);
}

const submit = (form: HTMLElement, user: User = userEvent) => user.click(within(form).getByRole('button', { name: 'Reset password' }));

describe('/resetpassword: arriving', () => {
  test('prefills email and token from the emailed link', async () => {
    await renderRoute('/resetpassword?email=karim%40example.com&token=tok-123');
    const form = await findForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByText('Resetting the password for karim@example.com')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Reset code/ })).toHaveValue('tok-123');
    for (const label of [/Reset code/, /^New password/, /^Confirm password/]) expect(within(form).getByLabelText(label)).toBeRequired();
    expect(within(form).getByLabelText(/^New password/)).toHaveAccessibleDescription('At least 8 characters.');
  });

  test('a stored reset email wins over the link', async () => {
    localStorage.setItem('resetEmail', 'stored@example.com');
    await renderRoute('/resetpassword?email=other%40example.com');
    await findForm();
    expect(screen.getByText('Resetting the password for stored@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/other@example\.com/)).not.toBeInTheDocument();
    expect(within(await findForm()).getByRole('textbox', { name: /Reset code/ })).toHaveValue('');
  });

  test('no email known (issue 18): stays here and asks for the email; a code is sent to it and the reset form follows', async () => {
    const forgot = forgotRecorder();
    const { router } = await renderRoute('/resetpassword?token=tok-123');
    const ask = await findForm('Ask for a reset code');
    expect(router.state.location.pathname).toBe('/resetpassword');
    expect(within(ask).getByText('Email missing. Enter the email of your account and we will send you a reset code.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reset password form' })).not.toBeInTheDocument();

    await userEvent.click(within(ask).getByRole('button', { name: 'Send reset code' }));
    expect(await within(ask).findByText('Email is required.')).toBeInTheDocument();
    await userEvent.type(within(ask).getByRole('textbox', { name: /^Email/ }), 'Karim@Example.com');
    await userEvent.click(within(ask).getByRole('button', { name: 'Send reset code' }));

    const form = await findForm();
    expect(forgot).toEqual([{ email: 'karim@example.com' }]);
    expect(screen.getByText('Resetting the password for karim@example.com')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('If an account exists for this email, we have sent a reset code. Check your spam folder too.');
    expect(within(form).getByRole('textbox', { name: /Reset code/ })).toHaveValue('');
    expect(localStorage.getItem('resetEmail')).toBe('karim@example.com');
    expect(router.state.location.pathname).toBe('/resetpassword');
  });

  test('a failed code request says why and keeps the typed email', async () => {
    forgotRecorder(() => HttpResponse.json({ message: 'Too many attempts. Please wait 15 minutes and try again.', code: 'RATE_LIMITED' }, { status: 429 }));
    await renderRoute('/resetpassword');
    const ask = await findForm('Ask for a reset code');
    await userEvent.type(within(ask).getByRole('textbox', { name: /^Email/ }), 'karim@example.com');
    await userEvent.click(within(ask).getByRole('button', { name: 'Send reset code' }));
    expect(await within(await findForm('Ask for a reset code')).findByText('Too many attempts. Please wait 15 minutes and try again.')).toBeInTheDocument();
    expect(within(await findForm('Ask for a reset code')).getByRole('textbox', { name: /^Email/ })).toHaveValue('karim@example.com');
  });

  test('with an email but no code: "Send a new code" asks for one; "Use another email" goes back to the email form', async () => {
    const forgot = forgotRecorder();
    await renderRoute('/resetpassword?email=karim%40example.com');
    await findForm();
    expect(screen.getByText('No email yet, or the code has expired?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we have sent a reset code');
    expect(forgot).toEqual([{ email: 'karim@example.com' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Use another email' }));
    const ask = await findForm('Ask for a reset code');
    expect(within(ask).getByRole('textbox', { name: /^Email/ })).toHaveValue('karim@example.com');
  });

  test('the code field is a "Reset code" field that says it takes the 8-digit code', async () => {
    await renderRoute('/resetpassword?email=karim%40example.com');
    const form = await findForm();
    expect(within(form).getByRole('textbox', { name: /Reset code/ })).toHaveAccessibleDescription('The 8-digit code from the email, or the long code from its link.');
    expect(screen.getByText('Enter the reset code from the email we sent you (or open the link in it) and choose a new password.')).toBeInTheDocument();
  });
});

describe('/resetpassword: validation', () => {
  test('empty fields: every required message, nothing sent', async () => {
    const bodies = resetRecorder();
    await renderRoute('/resetpassword?email=karim%40example.com');
    const form = await findForm();
    await submit(form);
    expect(await within(form).findByText('Reset code is required.')).toBeInTheDocument();
    expect(within(form).getByText('New password is required.')).toBeInTheDocument();
    expect(within(form).getByText('Please confirm your new password.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  test('a password under 8 characters says "at least 8 characters"', async () => {
    const bodies = resetRecorder();
    await renderRoute('/resetpassword?email=karim%40example.com&token=tok-123');
    const form = await findForm();
    await fill(form, { password: 'short12', confirm: 'short12' });
    await submit(form);
    expect(await within(form).findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  test('a confirmation that does not match is refused', async () => {
    const bodies = resetRecorder();
    await renderRoute('/resetpassword?email=karim%40example.com&token=tok-123');
    const form = await findForm();
    await fill(form, { password: 'new-secret-1', confirm: 'new-secret-2' });
    await submit(form);
    expect(await within(form).findByText('Passwords do not match.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});

describe('/resetpassword: submitting', () => {
  test('success: sends email, token and password, clears the stored email, toasts, and goes to /signin after 1.5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    localStorage.setItem('resetEmail', 'karim@example.com');
    const bodies = resetRecorder();
    const { router } = await renderRoute('/resetpassword?token=tok-123');
    const form = await findForm();
    await fill(form, { password: 'new-secret-1', confirm: 'new-secret-1' }, user);
    await submit(form, user);

    expect(await screen.findByText('Your password has been reset. Please sign in with your new password.')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'karim@example.com', resetToken: 'tok-123', newPassword: 'new-secret-1' }]);
    expect(localStorage.getItem('resetEmail')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to sign in…');
    expect(within(form).getByRole('button', { name: 'Reset password' })).toBeDisabled();

    // The machine's `after` timer started when the success arrived (findByText may have moved the fake
    // clock by one 50 ms poll since).
    act(() => jest.advanceTimersByTime(1400));
    expect(router.state.location.pathname).toBe('/resetpassword');
    act(() => jest.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/signin');
    const signIn = await screen.findByRole('form', { name: 'Sign in form' });
    // The reset account's email is filled in; the greeting stays the returning user's.
    expect(within(signIn).getByRole('textbox', { name: /Email/ })).toHaveValue('karim@example.com');
    expect(screen.queryByText('Email verified: sign in to your new account.')).not.toBeInTheDocument();
  });

  test('the button shows progress and is disabled while pending', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    resetRecorder(async () => {
      await gate;
      return HttpResponse.json({ message: 'ok' });
    });
    await renderRoute('/resetpassword?email=karim%40example.com&token=tok-123');
    const form = await findForm();
    await fill(form, { password: 'new-secret-1', confirm: 'new-secret-1' });
    await submit(form);
    const busy = await within(form).findByRole('button', { name: 'Resetting…' });
    expect(busy).toBeDisabled();
    await act(async () => release());
  });

  test('failure shows the server message and keeps every value; a second try can succeed', async () => {
    let answer = () => HttpResponse.json({ message: 'This reset link is not valid or has expired. Please ask for a new one.', code: 'RESET_TOKEN_INVALID' }, { status: 400 });
    const bodies = resetRecorder(() => answer());
    localStorage.setItem('resetEmail', 'karim@example.com');
    const { router } = await renderRoute('/resetpassword?token=tok-123');
    const form = await findForm();
    await fill(form, { password: 'new-secret-1', confirm: 'new-secret-1' });
    await submit(form);

    expect(await within(form).findByRole('alert')).toHaveTextContent('This reset link is not valid or has expired. Please ask for a new one.');
    expect(within(form).getByRole('textbox', { name: /Reset code/ })).toHaveValue('tok-123');
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('new-secret-1');
    expect(within(form).getByLabelText(/^Confirm password/)).toHaveValue('new-secret-1');
    expect(localStorage.getItem('resetEmail')).toBe('karim@example.com');
    expect(router.state.location.pathname).toBe('/resetpassword');

    answer = () => HttpResponse.json({ message: 'ok' });
    const tokenField = within(form).getByRole('textbox', { name: /Reset code/ });
    await userEvent.clear(tokenField);
    await userEvent.type(tokenField, 'tok-456');
    await submit(form);
    expect(await screen.findByText('Your password has been reset. Please sign in with your new password.')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({ email: 'karim@example.com', resetToken: 'tok-456', newPassword: 'new-secret-1' });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  test('the 8-digit code typed in Bengali digits and two groups is sent as its ASCII digits; a wrong code shows one message', async () => {
    const bodies = resetRecorder(() => HttpResponse.json({ message: 'That reset code is not correct. You have 4 tries left.', code: 'RESET_CODE_INVALID' }, { status: 400 }));
    await renderRoute('/resetpassword?email=karim%40example.com');
    const form = await findForm();
    await fill(form, { token: '০৪২৯ ১৭৩৫', password: 'new-secret-1', confirm: 'new-secret-1' });
    await submit(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent('That reset code is not correct. You have 4 tries left.');
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    expect(bodies).toEqual([{ email: 'karim@example.com', resetToken: '04291735', newPassword: 'new-secret-1' }]);
  });

  test('a failure without a message shows "Password reset failed"', async () => {
    resetRecorder(() => new HttpResponse('oops', { status: 500 }));
    await renderRoute('/resetpassword?email=karim%40example.com&token=tok-123');
    const form = await findForm();
    await fill(form, { password: 'new-secret-1', confirm: 'new-secret-1' });
    await submit(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Password reset failed. Please try again.');
  });

  test('a network failure (no server message) shows "Password reset failed" too', async () => {
    server.use(http.post(RESET_URL, () => HttpResponse.error()));
    await renderRoute('/resetpassword?email=karim%40example.com&token=tok-123');
    const form = await findForm();
    await fill(form, { password: 'new-secret-1', confirm: 'new-secret-1' });
    await submit(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Password reset failed. Please try again.');
  });
});

describe('/resetpassword in Bengali', () => {
  test('texts, Bengali digits in the length rule, and a translated server code', async () => {
    resetRecorder(() => HttpResponse.json({ message: 'This reset link is not valid or has expired. Please ask for a new one.', code: 'RESET_TOKEN_INVALID' }, { status: 400 }));
    await renderRoute('/resetpassword?email=karim%40example.com&token=tok-123', { lng: 'bn' });
    const form = await findForm('পাসওয়ার্ড রিসেট ফর্ম');
    expect(screen.getByRole('heading', { level: 1, name: 'পাসওয়ার্ড রিসেট' })).toBeInTheDocument();
    expect(screen.getByText('karim@example.com এর পাসওয়ার্ড রিসেট করা হচ্ছে')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^নতুন পাসওয়ার্ড/), 'short');
    await userEvent.type(within(form).getByLabelText(/^পাসওয়ার্ড নিশ্চিত করুন/), 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'পাসওয়ার্ড রিসেট করুন' }));
    expect(await within(form).findByText('পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে।')).toBeInTheDocument();
    expect(within(form).getByText('পাসওয়ার্ড দুটি মিলছে না।')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText(/^নতুন পাসওয়ার্ড/));
    await userEvent.type(within(form).getByLabelText(/^নতুন পাসওয়ার্ড/), 'new-secret-1');
    await userEvent.clear(within(form).getByLabelText(/^পাসওয়ার্ড নিশ্চিত করুন/));
    await userEvent.type(within(form).getByLabelText(/^পাসওয়ার্ড নিশ্চিত করুন/), 'new-secret-1');
    await userEvent.click(within(form).getByRole('button', { name: 'পাসওয়ার্ড রিসেট করুন' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('এই রিসেট লিংকটি সঠিক নয় বা এর মেয়াদ শেষ হয়ে গেছে। নতুন একটি লিংক চেয়ে নিন।');
  });

  test('the field is "রিসেট কোড" with Bengali digits in its help, never "টোকেন"; a wrong code is translated', async () => {
    resetRecorder(() => HttpResponse.json({ message: 'This reset code is not valid or has expired. Please ask for a new one.', code: 'RESET_CODE_EXPIRED' }, { status: 400 }));
    await renderRoute('/resetpassword?email=karim%40example.com', { lng: 'bn' });
    const form = await findForm('পাসওয়ার্ড রিসেট ফর্ম');
    const field = within(form).getByRole('textbox', { name: /রিসেট কোড/ });
    expect(field).toHaveAccessibleDescription('ইমেইলের ৮ অঙ্কের কোড, অথবা লিংকের লম্বা কোড।');
    expect(document.body.textContent).not.toContain('টোকেন');
    await userEvent.type(field, '12345678');
    await userEvent.type(within(form).getByLabelText(/^নতুন পাসওয়ার্ড/), 'new-secret-1');
    await userEvent.type(within(form).getByLabelText(/^পাসওয়ার্ড নিশ্চিত করুন/), 'new-secret-1');
    await userEvent.click(within(form).getByRole('button', { name: 'পাসওয়ার্ড রিসেট করুন' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('এই রিসেট কোডটি আর কাজ করবে না বা এর মেয়াদ শেষ। নতুন কোড চেয়ে নিন।');
  });

  test('without an email the request form is in Bengali', async () => {
    await renderRoute('/resetpassword', { lng: 'bn' });
    const ask = await findForm('রিসেট কোড চেয়ে নিন');
    expect(within(ask).getByText('ইমেইল পাওয়া যায়নি। আপনার অ্যাকাউন্টের ইমেইল দিন, আমরা একটি রিসেট কোড পাঠাব।')).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'রিসেট কোড পাঠান' })).toBeInTheDocument();
  });
});
