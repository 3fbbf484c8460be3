import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import {
  DEPOSITS_URL,
  detail,
  findSection,
  ME_URL,
  meHandler,
  portfolioFixture,
  portfolioHandler,
  renderPageAlone,
  securityHandlers,
  signIn,
  TOKEN,
  userFixture,
} from './profile-helpers';

setupApiServer();
// The loaded profile also lists the investor's deposits (my-deposits.test.tsx covers that list).
beforeEach(() =>
  server.use(
    ...securityHandlers(),
    http.get(DEPOSITS_URL, () => HttpResponse.json({ deposits: [] })),
  ),
);
afterEach(() => localStorage.clear());

describe('/profile', () => {
  test('signed out: Authentication Required in place (Log In, Register), without asking the server', async () => {
    const calls = meHandler();
    const { router } = await renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication required. Please log in to view your profile.');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/signin');
    expect(within(main).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
    expect(router.state.location.pathname).toBe('/profile');
    expect(calls).toHaveLength(0);
  });

  test('shows a spinner while loading, then the profile', async () => {
    signIn();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(ME_URL, async () => {
        await gate;
        return HttpResponse.json({ user: userFixture() });
      }),
    );
    await renderRoute('/profile');
    expect(await screen.findByRole('progressbar', { name: 'Loading your profile...' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Rahim Uddin' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading your profile...' })).not.toBeInTheDocument();
  });

  test('loaded: avatar, Verified, name, member since, contact details and the bearer token', async () => {
    signIn();
    const calls = meHandler();
    await renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    const card = await findSection('Rahim Uddin');

    expect(within(card).getByRole('img', { name: 'Profile photo of Rahim Uddin' })).toHaveAttribute('src', 'https://cdn.example.com/avatars/rahim.jpg');
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).getByText('Member since 15 January 2025')).toBeInTheDocument();
    expect(detail('Email', card)).toBe('rahim@example.com');
    expect(detail('Phone', card)).toBe('+880 1711-000000');
    expect(detail('ID', card)).toBe('iv48213');
    expect(detail('NID', card)).toBe('1990-123-4567');
    expect(detail('Joined', card)).toBe('15 January 2025');
    expect(within(card).getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(calls).toEqual([`Bearer ${TOKEN}`]);
  });

  test('the portfolio at the top in BDT, and Account Activity dates', async () => {
    signIn();
    meHandler();
    server.use(portfolioHandler(portfolioFixture({ invested: 1250000, totalProfit: 87500.5, totalLoss: 1200 })));
    await renderRoute('/profile');
    const summary = await findSection('My portfolio');
    await within(summary).findByText('Total value');
    expect(detail('Total Investment', summary)).toBe('৳12,50,000');
    expect(detail('Total Profit', summary)).toBe('৳87,500.50');
    expect(detail('Total Loss', summary)).toBe('৳1,200');
    expect(summary).not.toHaveTextContent('$');

    const activity = await findSection('Account Activity');
    expect(detail('Account Created', activity)).toBe('15 January 2025');
    expect(detail('Profile Updated', activity)).toBe('20 February 2026');
  });

  test('missing values: Not provided, no badge, the initial letter, ৳0 totals and N/A dates', async () => {
    signIn();
    const bare = {
      ...userFixture({ fullname: 'nusrat Jahan', phone: null, nid: null, uniqueId: null, isVerified: false, profileImage: null, createdAt: '', updatedAt: '' }),
      totalInvestment: undefined,
      totalProfit: null,
    } as unknown as ReturnType<typeof userFixture>;
    meHandler({ ...bare, totalLoss: 0 });
    await renderRoute('/profile');
    const card = await findSection('nusrat Jahan');

    expect(within(card).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).getByText('N')).toBeInTheDocument();
    expect(within(card).getByText('Member since N/A')).toBeInTheDocument();
    for (const label of ['Phone', 'ID', 'NID', 'Joined']) expect(detail(label, card)).toBe('Not provided');

    const summary = await findSection('My portfolio');
    await within(summary).findByText('Total value');
    for (const label of ['Total Investment', 'Total Profit', 'Total Loss']) expect(detail(label, summary)).toBe('৳0');
    const activity = await findSection('Account Activity');
    expect(detail('Account Created', activity)).toBe('N/A');
    expect(detail('Profile Updated', activity)).toBe('N/A');
  });

  test('a picture that is not a web address shows the initial letter instead', async () => {
    signIn();
    meHandler(userFixture({ profileImage: '/uploads/avatars/rahim.jpg' }));
    await renderRoute('/profile');
    const card = await findSection('Rahim Uddin');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('R')).toBeInTheDocument();
  });

  test('speaks Bengali, with Bengali digits in amounts and dates', async () => {
    signIn();
    meHandler(userFixture({ fullname: 'রহিম উদ্দিন', profileImage: null, updatedAt: '2026-03-01T10:00:00.000Z' }));
    server.use(portfolioHandler(portfolioFixture({ invested: 1250000, totalProfit: 87500.5, totalLoss: 1200 })));
    await renderRoute('/profile', { lng: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার প্রোফাইল' })).toBeInTheDocument();
    const card = await findSection('রহিম উদ্দিন');
    expect(within(card).getByText('র')).toBeInTheDocument();
    expect(within(card).getByText('যাচাইকৃত')).toBeInTheDocument();
    expect(within(card).getByText('১৫ জানুয়ারি, ২০২৫ থেকে সদস্য')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'প্রোফাইল সম্পাদনা' })).toBeInTheDocument();

    const summary = await findSection('আমার বিনিয়োগ');
    await within(summary).findByText('আপনার মোট টাকা');
    expect(detail('মোট বিনিয়োগ', summary)).toBe('১২,৫০,০০০ টাকা');
    expect(detail('মোট মুনাফা', summary)).toBe('৮৭,৫০০.৫০ টাকা');
    expect(detail('মোট লোকসান', summary)).toBe('১,২০০ টাকা');
    const activity = await findSection('অ্যাকাউন্টের ইতিহাস');
    expect(detail('প্রোফাইল হালনাগাদের তারিখ', activity)).toBe('১ মার্চ, ২০২৬');
  });

  test('a 401 ends the session in place: token cleared, Session expired with the way to sign in, no move to /signin', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.get(ME_URL, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' }, { status: 401 });
      }),
    );
    const { router, store } = await renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentication Required' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(store.getState().session.token).toBeNull();
    // Said once, on the page itself (no toast repeating it).
    expect(screen.getAllByText('Session expired. Please log in again.')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/signin');
    expect(router.state.location.pathname).toBe('/profile');
    expect(calls).toBe(1); // a 4xx is not retried
    // The header now offers signing in.
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });

  test('another error: retried once, then the message and Try Again, which loads the profile', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.get(ME_URL, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' }, { status: 503 });
      }),
    );
    await renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error loading profile' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch user data: Database unavailable')).toBeInTheDocument();
    expect(calls).toBe(2); // the first call and the one retry (spec section 9)

    meHandler();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await findSection('Rahim Uddin')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch user data/)).not.toBeInTheDocument();
  }, 15000);

  test('in Bengali a known server code is shown translated; a network failure says so', async () => {
    signIn();
    server.use(http.get(ME_URL, () => HttpResponse.json({ message: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' }, { status: 500 })));
    await renderRoute('/profile', { lng: 'bn' });
    expect(await screen.findByText('ব্যবহারকারীর তথ্য আনা যায়নি: আমাদের দিকে একটি সমস্যা হয়েছে। পরে আবার চেষ্টা করুন।', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'প্রোফাইল লোড করা যায়নি' })).toBeInTheDocument();

    server.use(http.get(ME_URL, () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(await screen.findByText('ব্যবহারকারীর তথ্য আনা যায়নি: নেটওয়ার্ক সমস্যা। আবার চেষ্টা করুন।', {}, { timeout: 5000 })).toBeInTheDocument();
  }, 15000);

  test('no user in the answer: No user data available', async () => {
    signIn();
    meHandler(null);
    await renderRoute('/profile');
    expect(await screen.findByText('No user data available')).toBeInTheDocument();
  });

  test('stays fresh for 5 minutes: a return within them asks nothing, a later one reloads', async () => {
    signIn();
    const calls = meHandler();
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      const start = Date.now();
      const { router } = await renderRoute('/profile');
      await findSection('Rahim Uddin');
      await act(() => router.navigate('/policy'));
      jest.setSystemTime(start + 4 * 60_000);
      await act(() => router.navigate('/profile'));
      await findSection('Rahim Uddin');
      expect(calls).toHaveLength(1);

      await act(() => router.navigate('/policy'));
      jest.setSystemTime(start + 5 * 60_000 + 1000);
      await act(() => router.navigate('/profile'));
      await findSection('Rahim Uddin');
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(calls).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the profile page on its own', () => {
  test('without a token: Authentication Required with Log In and Register', async () => {
    const calls = meHandler();
    await renderPageAlone();
    expect(screen.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('Authentication required. Please log in to view your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
    expect(calls).toHaveLength(0);
  });

  test('after a 401: Session expired, the token is gone, and the way to sign in again', async () => {
    signIn();
    server.use(http.get(ME_URL, () => HttpResponse.json({ message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 })));
    const { store, seen } = await renderPageAlone({ lng: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'সাইন ইন প্রয়োজন' })).toBeInTheDocument();
    const main = screen.getByRole('heading', { level: 1 }).closest('div') as HTMLElement;
    expect(within(main).getByRole('alert')).toHaveTextContent('সেশনের মেয়াদ শেষ হয়েছে। আবার সাইন ইন করুন।');
    expect(screen.getByRole('link', { name: 'সাইন ইন' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'অ্যাকাউন্ট খুলুন' })).toHaveAttribute('href', '/signup');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.token).toBeNull();
    // It stays: the state is shown in place (DECISIONS.md), not replaced by a move to /signin.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(seen.location?.pathname).toBe('/profile');
    expect(within(main).getByRole('alert')).toHaveTextContent('সেশনের মেয়াদ শেষ হয়েছে। আবার সাইন ইন করুন।');
  });
});
