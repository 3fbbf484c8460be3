import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { projectFixture, projectList, server, setupApiServer } from '../api-server';
import { bankAnswer } from '../deposit/deposit-screen';
import { findSection, ME_URL, meHandler, securityHandlers, signIn as storeToken, userFixture } from '../profile/profile-helpers';
import { renderRoute } from '../test-utils';
import { fillSignIn, findSignInForm, loginSucceeds } from './sign-in-helpers';

// DECISIONS.md 'destination after sign-in': the projects list, unless a signed-in-only page sent the
// visitor to sign in (/deposit through RequireSignIn, /profile through its Log In button).

setupApiServer();
jest.setTimeout(15000);

afterEach(() => localStorage.clear());

async function signInThroughForm() {
  const form = await findSignInForm();
  await fillSignIn('karim@example.com', 'secret-pass', form);
  await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
}

test('without a page to return to: the projects list, with "Login Successful!" and the welcome-back line', async () => {
  const { handler } = loginSucceeds();
  server.use(handler, projectList([projectFixture()]));
  const { router } = await renderRoute('/signin');
  await signInThroughForm();
  await waitFor(() => expect(router.state.location.pathname).toBe('/investment/all'));
  expect(await screen.findAllByText('Login Successful!')).toHaveLength(1);
  expect(screen.getByText('Welcome back!')).toBeInTheDocument();
});

test('/deposit sends a signed-out visitor to sign in, and sign-in returns there', async () => {
  const { handler } = loginSucceeds();
  server.use(handler, bankAnswer());
  const { router } = await renderRoute('/deposit');
  await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  await signInThroughForm();
  await waitFor(() => expect(router.state.location.pathname).toBe('/deposit'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
  expect(await screen.findAllByText('Login Successful!')).toHaveLength(1);
});

test("/profile's Log In button leads to sign in, which returns to the profile", async () => {
  const { handler } = loginSucceeds();
  server.use(handler);
  meHandler(userFixture());
  const { router } = await renderRoute('/profile');
  await userEvent.click(await within(screen.getByRole('main')).findByRole('link', { name: 'Log In' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  await signInThroughForm();
  await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  expect(await findSection('Rahim Uddin')).toBeInTheDocument();
  expect(await screen.findAllByText('Login Successful!')).toHaveLength(1);
});

test('after "Session expired" on /profile, Log In also returns to the profile', async () => {
  storeToken();
  const { handler } = loginSucceeds('tok-2');
  let expired = true;
  server.use(
    handler,
    ...securityHandlers(),
    http.get('http://localhost/api/deposit', () => HttpResponse.json({ deposits: [] })),
    http.get(ME_URL, () =>
      expired
        ? HttpResponse.json({ message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' }, { status: 401 })
        : HttpResponse.json({ user: userFixture() }),
    ),
  );
  const { router } = await renderRoute('/profile');
  expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
  expired = false;
  await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' }));
  await signInThroughForm();
  await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  expect(await findSection('Rahim Uddin')).toBeInTheDocument();
});
