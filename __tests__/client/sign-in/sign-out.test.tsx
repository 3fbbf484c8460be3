import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { authApi } from '../../../src/client/api/auth-api';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';

setupApiServer();

const LOGOUT_URL = 'http://localhost/api/auth/logout';

afterEach(() => localStorage.clear());

/** Signed in on a page that makes no calls of its own, with POST /auth/logout answered by `respond`. */
async function signedIn(respond: () => Response | Promise<Response>, lng: 'en' | 'bn' = 'en') {
  const requests: { authorization: string | null; body: unknown }[] = [];
  server.use(
    http.post(LOGOUT_URL, async ({ request }) => {
      requests.push({ authorization: request.headers.get('authorization'), body: await request.json() });
      return respond();
    }),
  );
  localStorage.setItem('token', 'tok-1');
  const result = await renderRoute('/policy', { lng });
  const header = screen.getByRole('banner');
  const signOut = within(header).getByRole('button', { name: lng === 'en' ? 'Sign out' : 'সাইন আউট' });
  return { ...result, header, signOut, requests };
}

function expectSignedOut(store: { getState: () => { session: { token: string | null } } }) {
  expect(localStorage.getItem('token')).toBeNull();
  expect(store.getState().session.token).toBeNull();
}

describe('sign out', () => {
  test('calls POST /auth/logout with the token, forgets the session and goes to /signin', async () => {
    const { signOut, requests, router, store, header } = await signedIn(() => HttpResponse.json({ message: 'Logged out successfully' }));
    await userEvent.click(signOut);

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(requests).toEqual([{ authorization: 'Bearer tok-1', body: {} }]);
    expectSignedOut(store);
    // The toast can show before react-router's move (a transition) to /signin.
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(within(header).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  test('the API state is reset, so no data of the old session stays cached', async () => {
    server.use(http.get('http://localhost/api/auth/user', () => HttpResponse.json({ user: { _id: 'u1' } })));
    const { signOut, store } = await signedIn(() => HttpResponse.json({ message: 'ok' }));
    await act(async () => {
      await store.dispatch(authApi.endpoints.getMe.initiate());
    });
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);
    await userEvent.click(signOut);
    await screen.findByText('Logged out successfully');
    // The footer's public company facts are asked again at once (it stays on screen); nothing of the session is kept.
    const kept = Object.values(store.getState().api.queries).filter((query) => query?.endpointName !== 'getTrust');
    expect(kept).toEqual([]);
  });

  test('no stored token: says so, goes to /signin and makes no call', async () => {
    const { signOut, requests, router, store } = await signedIn(() => HttpResponse.json({ message: 'ok' }));
    localStorage.removeItem('token'); // e.g. cleared by the browser or another tab
    await userEvent.click(signOut);
    expect(await screen.findByText('No authentication token found. Please sign in again.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expectSignedOut(store);
    // The toast can show before react-router's move (a transition) to /signin.
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  test('a failed answer: "Logout failed: {message}" and the user stays signed in', async () => {
    const { signOut, router, store } = await signedIn(() => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }));
    await userEvent.click(signOut);
    expect(await screen.findByText('Logout failed: Database unavailable')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(store.getState().session.token).toBe('tok-1');
    expect(router.state.location.pathname).toBe('/policy');
  });

  test('a failed answer without a message: "Logout failed: Unknown error"', async () => {
    const { signOut } = await signedIn(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    await userEvent.click(signOut);
    expect(await screen.findByText('Logout failed: Unknown error')).toBeInTheDocument();
  });

  test('a 401 means the session is already over: it is forgotten here too and the user goes to /signin', async () => {
    const { signOut, router, store } = await signedIn(() =>
      HttpResponse.json({ message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' }, { status: 401 }),
    );
    await userEvent.click(signOut);
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expectSignedOut(store);
    // The toast can show before react-router's move (a transition) to /signin.
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  test('a network failure: "Network error. Please try again." and the user stays signed in', async () => {
    const { signOut, router, store } = await signedIn(() => HttpResponse.error());
    await userEvent.click(signOut);
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
    expect(store.getState().session.token).toBe('tok-1');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(router.state.location.pathname).toBe('/policy');
  });

  test('a second click while the call is pending does not call again', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { signOut, requests } = await signedIn(async () => {
      await gate;
      return HttpResponse.json({ message: 'ok' });
    });
    await userEvent.click(signOut);
    await waitFor(() => expect(requests).toHaveLength(1));
    await userEvent.click(signOut);
    await act(async () => release());
    await screen.findByText('Logged out successfully');
    expect(requests).toHaveLength(1);
  });

  test('from the small-screen menu too', async () => {
    const { router, store } = await signedIn(() => HttpResponse.json({ message: 'ok' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expectSignedOut(store);
    // The toast can show before react-router's move (a transition) to /signin.
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  test('in Bengali', async () => {
    const { signOut } = await signedIn(() => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }), 'bn');
    await userEvent.click(signOut);
    expect(await screen.findByText('সাইন আউট হয়নি: Database unavailable')).toBeInTheDocument();
  });
});
