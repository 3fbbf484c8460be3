import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../api-server';
import { fillSignIn, findSignInForm, LOGIN_URL, renderEntry, userFixture } from './sign-in-helpers';

setupApiServer();
jest.setTimeout(20000);
afterEach(() => localStorage.clear());

const VERIFY_URL = 'http://localhost/api/auth/2fa/verify';
const FROM = { pathname: '/signin', state: { from: '/profile' } };

/** Login answers a two-factor challenge; verify takes `good` and refuses anything else. */
function twoFactorServer(good = '123456') {
  const verifyBodies: unknown[] = [];
  server.use(
    http.post(LOGIN_URL, () => HttpResponse.json({ twoFactorRequired: true, challenge: 'c'.repeat(43) })),
    http.post(VERIFY_URL, async ({ request }) => {
      const body = (await request.json()) as { challenge: string; code: string };
      verifyBodies.push(body);
      if (body.code !== good) return HttpResponse.json({ message: 'That code is not correct. You have 4 tries left.', code: 'TWO_FACTOR_CODE_INVALID' }, { status: 400 });
      return HttpResponse.json({ token: 'tok-2fa', user: userFixture({ twoFactorEnabled: true }) });
    }),
    http.get('http://localhost/api/auth/user', () => HttpResponse.json({ user: userFixture({ twoFactorEnabled: true }) })),
    http.get('http://localhost/api/deposit', () => HttpResponse.json({ deposits: [] })),
  );
  return verifyBodies;
}

describe('/signin with two-factor on', () => {
  test('the password step leads to the "Authenticator code" field; the right code signs in', async () => {
    const verifyBodies = twoFactorServer();
    const { router } = await renderEntry(FROM);
    const form = await findSignInForm();
    await fillSignIn('karim@example.com', 'secret-pass', form);
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));

    const step = await screen.findByRole('form', { name: 'Authenticator code form' });
    const field = within(step).getByRole('textbox', { name: 'Authenticator code' });
    expect(field).toHaveAccessibleDescription('The 6-digit code from your app. Lost your phone? Enter one of your recovery codes instead.');
    expect(localStorage.getItem('token')).toBeNull();

    // A wrong code stays on the step with the server's message.
    await userEvent.type(field, '000000');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('That code is not correct. You have 4 tries left.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');

    await userEvent.type(field, '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(localStorage.getItem('token')).toBe('tok-2fa');
    expect(verifyBodies).toEqual([
      { challenge: 'c'.repeat(43), code: '000000' },
      { challenge: 'c'.repeat(43), code: '123456' },
    ]);
  });

  test('a network failure at the code step says so, not "Invalid credentials" (that fallback is the password step\'s)', async () => {
    twoFactorServer();
    server.use(http.post(VERIFY_URL, () => HttpResponse.error()));
    await renderEntry(FROM);
    const form = await findSignInForm();
    await fillSignIn('karim@example.com', 'secret-pass', form);
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    const step = await screen.findByRole('form', { name: 'Authenticator code form' });
    await userEvent.type(within(step).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Invalid credentials. Please try again.')).not.toBeInTheDocument();
  });

  test('a recovery code is accepted by the field; a malformed code is refused before sending', async () => {
    const verifyBodies = twoFactorServer('abcde-fghjk');
    await renderEntry(FROM);
    const form = await findSignInForm();
    await fillSignIn('karim@example.com', 'secret-pass', form);
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    const step = await screen.findByRole('form', { name: 'Authenticator code form' });
    const field = within(step).getByRole('textbox', { name: 'Authenticator code' });
    await userEvent.type(field, '12');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and sign in' }));
    expect(await within(step).findByText('Enter the 6-digit code from your app or a recovery code (like abcde-fghjk).')).toBeInTheDocument();
    expect(verifyBodies).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'abcde-fghjk');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-2fa'));
  });

  test('in Bengali the field is "অথেন্টিকেটর কোড"', async () => {
    twoFactorServer();
    await renderEntry(FROM, 'bn');
    const form = await findSignInForm('সাইন ইন ফর্ম');
    await userEvent.type(within(form).getByRole('textbox', { name: /ইমেইল/ }), 'karim@example.com');
    await userEvent.type(within(form).getByLabelText(/পাসওয়ার্ড/), 'secret-pass');
    await userEvent.click(within(form).getByRole('button', { name: 'সাইন ইন' }));
    const step = await screen.findByRole('form', { name: 'অথেন্টিকেটর কোডের ফর্ম' });
    expect(within(step).getByRole('textbox', { name: 'অথেন্টিকেটর কোড' })).toBeInTheDocument();
  });
});

describe('/signin past the per-account limit', () => {
  test('SIGN_IN_CODE_REQUIRED shows the "Email code" field; the form is sent again with emailCode', async () => {
    const bodies: Array<Record<string, string>> = [];
    server.use(
      http.post(LOGIN_URL, async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        bodies.push(body);
        if (!body.emailCode) {
          return HttpResponse.json(
            { message: 'Too many sign-in attempts on this account. We emailed a sign-in code to its address: enter it with your password.', code: 'SIGN_IN_CODE_REQUIRED' },
            { status: 401 },
          );
        }
        return HttpResponse.json({ token: 'tok-code', user: userFixture() });
      }),
      http.get('http://localhost/api/auth/user', () => HttpResponse.json({ user: userFixture() })),
      http.get('http://localhost/api/deposit', () => HttpResponse.json({ deposits: [] })),
    );
    const { router } = await renderEntry(FROM);
    const form = await findSignInForm();
    await fillSignIn('karim@example.com', 'secret-pass', form);
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    const codeField = await within(form).findByRole('textbox', { name: 'Email code' });
    expect(within(form).getByRole('status')).toHaveTextContent('we emailed a 6-digit code to its address');

    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);

    await userEvent.type(codeField, '৪৫৬৭৮৯'); // Bengali digits are read as ASCII
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(bodies[1]).toEqual({ email: 'karim@example.com', password: 'secret-pass', emailCode: '456789' });
  });

  const NOT_CORRECT = 'The password or the sign-in code is not correct. A code works for 10 minutes; if yours is older, signing in with the right password emails you a new one';
  test('SIGN_IN_CODE_INVALID (a wrong password or code) is shown, and the code field stays', async () => {
    const bodies: Array<Record<string, string>> = [];
    server.use(
      http.post(LOGIN_URL, async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        bodies.push(body);
        return body.emailCode
          ? HttpResponse.json({ message: `${NOT_CORRECT}.`, code: 'SIGN_IN_CODE_INVALID' }, { status: 401 })
          : HttpResponse.json({ message: 'Too many sign-in attempts.', code: 'SIGN_IN_CODE_REQUIRED' }, { status: 401 });
      }),
    );
    await renderEntry(FROM);
    const form = await findSignInForm();
    await fillSignIn('karim@example.com', 'secret-pass', form);
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    const codeField = await within(form).findByRole('textbox', { name: 'Email code' });
    await userEvent.type(codeField, '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/signing in with the right password emails you a new one/)).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(within(form).getByRole('textbox', { name: 'Email code' })).toBeInTheDocument();
  });
});
