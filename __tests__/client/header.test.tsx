import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from './api-server';
import { axeViolations } from './axe';
import { homeHandlers } from './home/home-test-helpers';
import { renderRoute } from './test-utils';

setupApiServer();
beforeEach(() => homeHandlers());
afterEach(() => localStorage.clear());

describe('header', () => {
  test('signed out: logo home link, nav, Sign in, Sign up and Download app', async () => {
    await renderRoute('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Halal Invest' })).toHaveAttribute('href', '/');
    const nav = within(header).getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Investments' })).toHaveAttribute('href', '/investment/all');
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    for (const name of ['Sign in', 'Sign up', 'Download app']) expect(within(header).getByRole('link', { name })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  test('signed in: Deposit, Profile and Sign out, which ends the session and goes to /signin', async () => {
    server.use(http.post('http://localhost/api/auth/logout', () => HttpResponse.json({ message: 'Logged out successfully' })));
    localStorage.setItem('token', 'abc');
    const { router, store } = await renderRoute('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
    expect(within(header).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    await userEvent.click(within(header).getByRole('button', { name: 'Sign out' }));
    // Signing out waits for the server (the sign-out cases are in sign-in/sign-out.test.tsx).
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(router.state.location.pathname).toBe('/signin');
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });

  test('the small-screen menu opens with the same links and closes on navigation', async () => {
    server.use(http.get('http://localhost/api/discounts', () => HttpResponse.json({ discounts: [] })));
    const { router } = await renderRoute('/');
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    // The modal's root (role presentation, like the page's decorative images): the one holding the menu.
    const drawer = await waitFor(() => {
      const root = screen.getAllByRole('presentation').find((element) => element.querySelector('nav'));
      expect(root).toBeDefined();
      return root!;
    });
    // One list item per link: a bare link or button directly in the <ul> is a list screen readers miscount.
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(within(drawer).getAllByRole('link').length);
    expect(await axeViolations(drawer)).toEqual([]);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Promotions' }));
    expect(router.state.location.pathname).toBe('/promotions');
    // The page is hidden from assistive tech until the drawer has finished closing.
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
  });

  test('every change of path scrolls to the top', async () => {
    const { router } = await renderRoute('/');
    (window.scrollTo as jest.Mock).mockClear();
    await act(() => router.navigate('/policy'));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  test('footer: contact links, privacy policy and the current year', async () => {
    await renderRoute('/');
    // The footer joins the page just after its first paint.
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/policy');
    expect(within(footer).getByRole('link', { name: 'support@halalinvest.com.bd' })).toHaveAttribute('href', 'mailto:support@halalinvest.com.bd');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Halal Invest. All rights reserved.`)).toBeInTheDocument();
  });

  test('an unknown path shows a translated not-found page', async () => {
    await renderRoute('/nowhere', { lng: 'bn' });
    // The not-found page loads on demand (kept out of the first load).
    expect(await screen.findByRole('heading', { level: 1, name: 'পাতাটি পাওয়া যায়নি' })).toBeInTheDocument();
  });

  test('the app bar switches the language in one tap, named in the other language (phones)', async () => {
    const { i18n } = await renderRoute('/');
    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Switch language to বাংলা (Bengali)' }));
    await waitFor(() => expect(i18n.language).toBe('bn'));
    const back = within(header).getByRole('button', { name: 'ভাষা বদলান: English' });
    expect(back).toHaveTextContent('English');
    expect(back).toHaveAttribute('lang', 'en');
    await userEvent.click(back);
    await waitFor(() => expect(i18n.language).toBe('en'));
  });
});
