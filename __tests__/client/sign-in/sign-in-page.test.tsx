import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { projectFixture, projectList, server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { fillSignIn, findSignInForm, LOGIN_URL, loginFails, loginSucceeds, renderEntry } from './sign-in-helpers';

setupApiServer();
// Forms re-validate on every keystroke; the default 5 s is tight on a busy machine.
jest.setTimeout(15000);

afterEach(() => localStorage.clear());

const submit = (form: HTMLElement) => userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));

describe('/signin: the screen', () => {
  test('heading, required email and password, forgot link, sign-up link and the promotional panel', async () => {
    await renderRoute('/signin');
    const form = await findSignInForm();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Email/ })).toBeRequired();
    expect(within(form).getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(within(form).getByLabelText(/Password/)).toBeRequired();
    expect(within(form).getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    // Hidden below md by CSS (jsdom has no media queries); it is a labelled complementary region.
    const promo = within(main).getByRole('complementary', { name: 'Invest the halal way' });
    expect(within(promo).getAllByRole('listitem')).toHaveLength(3);
  });

  test('a signed-in visitor still sees the form (no redirect)', async () => {
    localStorage.setItem('token', 'abc');
    const { router } = await renderRoute('/signin');
    await findSignInForm();
    expect(router.state.location.pathname).toBe('/signin');
  });
});

describe('/signin: validation', () => {
  test('empty fields show both required messages and nothing is sent', async () => {
    const { handler, bodies } = loginSucceeds();
    server.use(handler);
    await renderRoute('/signin');
    const form = await findSignInForm();
    await submit(form);
    expect(await within(form).findByText('Email is required.')).toBeInTheDocument();
    expect(within(form).getByText('Password is required.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Email is required.');
    expect(bodies).toHaveLength(0);
  });

  test('a malformed email shows the format message', async () => {
    await renderRoute('/signin');
    const form = await findSignInForm();
    await fillSignIn('karim@', 'secret-pass', form);
    await submit(form);
    expect(await within(form).findByText('Please enter a valid email address.')).toBeInTheDocument();
  });
});

describe('/signin: success', () => {
  test('stores the token, updates the session and goes to the projects list, which shows "Login Successful!" once', async () => {
    const { handler, bodies } = loginSucceeds('tok-1');
    server.use(handler, projectList([projectFixture()]));
    const { router, store } = await renderRoute('/signin');
    const form = await findSignInForm();
    await fillSignIn('  Karim@Example.com ', 'secret-pass', form);
    await submit(form);

    await waitFor(() => expect(router.state.location.pathname).toBe('/investment/all'));
    expect(bodies).toEqual([{ email: 'karim@example.com', password: 'secret-pass' }]);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(store.getState().session.token).toBe('tok-1');
    expect(await screen.findAllByText('Login Successful!')).toHaveLength(1);
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    // The header now offers the signed-in links.
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  test('returns to the page RequireSignIn came from, with the toast shown there', async () => {
    const { handler } = loginSucceeds();
    server.use(handler);
    const { router } = await renderEntry({ pathname: '/signin', state: { from: '/policy?tab=1#top' } });
    const form = await findSignInForm();
    await fillSignIn('karim@example.com', 'secret-pass', form);
    await submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/policy'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(router.state.location.hash).toBe('#top');
    expect(await screen.findAllByText('Login Successful!')).toHaveLength(1);
  });

  test.each(['//evil.example/steal', '/\\evil.example', 'https://evil.example/', '/signin'])(
    'an unsafe or looping `from` (%s) is ignored: the projects list instead',
    async (from) => {
      const { handler } = loginSucceeds();
      server.use(handler, projectList([projectFixture()]));
      const { router } = await renderEntry({ pathname: '/signin', state: { from } });
      const form = await findSignInForm();
      await fillSignIn('karim@example.com', 'secret-pass', form);
      await submit(form);
      await waitFor(() => expect(router.state.location.pathname).toBe('/investment/all'));
    },
  );

  test('the button shows progress and is disabled while the request is pending', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(LOGIN_URL, async () => {
        await gate;
        return HttpResponse.json({ message: 'Email or password is not correct.', code: 'INVALID_CREDENTIALS' }, { status: 401 });
      }),
    );
    await renderRoute('/signin');
    const form = await findSignInForm();
    await fillSignIn('karim@example.com', 'secret-pass', form);
    await submit(form);
    const busy = await within(form).findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await act(async () => release());
    expect(await within(form).findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});

describe('/signin: failures', () => {
  async function signInExpectingToast(status: number, body: unknown, lng: 'en' | 'bn' = 'en') {
    server.use(loginFails(status, body));
    const { router, store } = await renderRoute('/signin', { lng });
    const form = await findSignInForm(lng === 'en' ? 'Sign in form' : 'সাইন ইন ফর্ম');
    await fillSignIn('karim@example.com', 'secret-pass', form);
    await userEvent.click(within(form).getByRole('button', { name: lng === 'en' ? 'Sign in' : 'সাইন ইন' }));
    return { router, store };
  }

  test('wrong credentials: a "Login Failed" toast with the server message; nothing stored', async () => {
    const { router, store } = await signInExpectingToast(401, { message: 'Email or password is not correct.', code: 'INVALID_CREDENTIALS' });
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Email or password is not correct.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(router.state.location.pathname).toBe('/signin');
  });

  test('a failure without a message falls back to "Invalid credentials. Please try again."', async () => {
    await signInExpectingToast(500, {});
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid credentials. Please try again.')).toBeInTheDocument();
  });

  test('a deactivated account is told so', async () => {
    await signInExpectingToast(403, { message: 'This account has been deactivated. Please contact support.', code: 'ACCOUNT_DEACTIVATED' });
    expect(await screen.findByText('This account has been deactivated. Please contact support.')).toBeInTheDocument();
  });

  test('a rate limit shows the server text with the wait', async () => {
    await signInExpectingToast(429, { message: 'Too many attempts. Please wait 15 minutes and try again.', code: 'RATE_LIMITED' });
    expect(await screen.findByText('Too many attempts. Please wait 15 minutes and try again.')).toBeInTheDocument();
  });

  test('a network failure (no server message) falls back to "Invalid credentials. Please try again." (spec section 8)', async () => {
    server.use(http.post(LOGIN_URL, () => HttpResponse.error()));
    await renderRoute('/signin');
    const form = await findSignInForm();
    await fillSignIn('karim@example.com', 'secret-pass', form);
    await submit(form);
    expect(await screen.findByText('Invalid credentials. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
    expect(screen.queryByText('Network error. Please try again.')).not.toBeInTheDocument();
  });

  test('an unverified account goes back to code entry with the email and step stored', async () => {
    const { router } = await signInExpectingToast(403, { message: 'Please verify your email first. We sent you a new code.', code: 'EMAIL_NOT_VERIFIED' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/verify/otp'));
    expect(localStorage.getItem('signUpEmail')).toBe('karim@example.com');
    expect(localStorage.getItem('signUpStep')).toBe('code');
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Your email is not verified yet. We sent a new code to your email: enter it to finish signing up.')).toBeInTheDocument();
    expect(screen.queryByText('Login Failed')).not.toBeInTheDocument();
  });
});

describe('/signin in Bengali', () => {
  test('labels, validation messages and a translated server code', async () => {
    server.use(loginFails(401, { message: 'Email or password is not correct.', code: 'INVALID_CREDENTIALS' }));
    await renderRoute('/signin', { lng: 'bn' });
    const form = await findSignInForm('সাইন ইন ফর্ম');
    expect(screen.getByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'সাইন ইন' }));
    expect(await within(form).findByText('ইমেইল দেওয়া আবশ্যক।')).toBeInTheDocument();
    expect(within(form).getByText('পাসওয়ার্ড দেওয়া আবশ্যক।')).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: /ইমেইল/ }), 'karim@example.com');
    await userEvent.type(within(form).getByLabelText(/পাসওয়ার্ড/), 'secret-pass');
    await userEvent.click(within(form).getByRole('button', { name: 'সাইন ইন' }));
    expect(await screen.findByText('সাইন ইন হয়নি')).toBeInTheDocument();
    expect(screen.getByText('ইমেইল বা পাসওয়ার্ড সঠিক নয়।')).toBeInTheDocument();
  });
});
