import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuthResponse } from '../../../../src/shared/api-types';
import { projectFixture, projectList, server, setupApiServer } from '../../api-server';
import { homeHandlers } from '../../home/home-test-helpers';
import { fillSignIn, findSignInForm, LOGIN_URL, renderEntry } from '../../sign-in/sign-in-helpers';
import { renderRoute } from '../../test-utils';
import { cleanUpAdmin, manyUsers, renderAdmin, signInAs, userFixture, usersServer } from './admin-helpers';

// Issue 18: how an administrator reaches the dashboard (the header's Admin link, the landing after
// sign-in) and that /admin pages carry only the dashboard's header.

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

const VERIFY_URL = 'http://localhost/api/auth/2fa/verify';

describe("the site header's Admin link", () => {
  beforeEach(() => homeHandlers());

  test('a signed-in administrator sees Admin, going to /admin/dashboard, in the bar and the phone menu', async () => {
    signInAs('admin');
    await renderRoute('/');
    const header = screen.getByRole('banner');
    const link = await within(header).findByRole('link', { name: 'Admin' });
    expect(link).toHaveAttribute('href', '/admin/dashboard');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await waitFor(() => {
      const drawer = document.getElementById('mobile-menu');
      expect(drawer).not.toBeNull();
      return drawer!;
    });
    expect(within(menu).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/dashboard');
  });

  test('an investor sees no Admin link', async () => {
    signInAs('investor');
    await renderRoute('/');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Profile' })).toBeInTheDocument();
    // The role is known once the signed-in user's record has loaded: give it time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(within(header).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  test('signed out: no Admin link', async () => {
    await renderRoute('/');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});

describe('where sign-in leads an administrator', () => {
  const admin = userFixture({ _id: 'me', role: 'admin', twoFactorEnabled: true });

  async function signIn() {
    const form = await findSignInForm();
    await fillSignIn('admin@example.com', 'secret-pass', form);
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
  }

  test('with no page to go back to: /admin/dashboard (an investor still lands on the projects list)', async () => {
    signInAs('admin');
    localStorage.clear();
    usersServer(manyUsers(1));
    server.use(http.post(LOGIN_URL, () => HttpResponse.json({ token: 'tok-admin', user: admin } satisfies AuthResponse)));
    const { router } = await renderEntry('/signin');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
  });

  test('with two-factor: the authenticator step first, then /admin/dashboard', async () => {
    signInAs('admin');
    localStorage.clear();
    usersServer(manyUsers(1));
    server.use(
      http.post(LOGIN_URL, () => HttpResponse.json({ twoFactorRequired: true, challenge: 'c'.repeat(43) })),
      http.post(VERIFY_URL, () => HttpResponse.json({ token: 'tok-2fa', user: admin } satisfies AuthResponse)),
    );
    const { router } = await renderEntry('/signin');
    await signIn();
    const step = await screen.findByRole('form', { name: 'Authenticator code form' });
    expect(router.state.location.pathname).toBe('/signin');
    await userEvent.type(within(step).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  test('a page that sent the administrator to sign in still wins', async () => {
    signInAs('admin');
    localStorage.clear();
    server.use(
      http.post(LOGIN_URL, () => HttpResponse.json({ token: 'tok-admin', user: admin } satisfies AuthResponse)),
      projectList([projectFixture()]),
    );
    const { router } = await renderEntry({ pathname: '/signin', state: { from: '/admin?x=1' } });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

describe('/admin pages carry only the dashboard header', () => {
  test.each(['/admin/dashboard', '/admin', '/admin/promotion/create'])('%s: no public header or footer; skip link, main, language and Sign out', async (path) => {
    usersServer(manyUsers(1));
    server.use(projectList([projectFixture()]));
    await renderAdmin(path);
    // One banner: the dashboard's header (the site header's nav and Download link are not there).
    const banners = screen.getAllByRole('banner');
    expect(banners).toHaveLength(1);
    expect(within(banners[0]!).getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(within(banners[0]!).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(banners[0]!).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  test('an investor on /admin sees "Not allowed" with a plain header, not the dashboard', async () => {
    signInAs('investor');
    await renderRoute('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Halal Invest' })).toHaveAttribute('href', '/');
  });
});
