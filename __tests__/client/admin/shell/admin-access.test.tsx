import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { projectFixture, projectList, server, setupApiServer } from '../../api-server';
import { renderRoute } from '../../test-utils';
import { cleanUpAdmin, manyUsers, ME_URL, renderAdmin, signInAs, USERS_URL, usersServer } from './admin-helpers';

setupApiServer();
afterEach(cleanUpAdmin);

describe('access to /admin routes', () => {
  test.each(['/admin/dashboard?tab=projects', '/admin'])('signed out, %s goes to /signin, which will come back here', async (path) => {
    const { router } = await renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: path });
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  test('a token the server no longer accepts goes to /signin as well', async () => {
    localStorage.setItem('token', 'stale-token');
    server.use(http.get(ME_URL, () => HttpResponse.json({ message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' }, { status: 401 })));
    const { router } = await renderRoute('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/admin/dashboard' });
  });

  test('a signed-in investor sees "Not allowed" and no admin data is requested', async () => {
    signInAs('investor');
    const users = usersServer(manyUsers(3));
    const { router } = await renderRoute('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText('This area is for administrators only. Your account does not have access to it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(users.requests).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  test('"Not allowed" in Bengali', async () => {
    signInAs('investor');
    await renderRoute('/admin', { lng: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'অনুমতি নেই' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোম পাতায় যান' })).toBeInTheDocument();
  });

  test('an admin gets the dashboard, on the users tab', async () => {
    usersServer(manyUsers(2));
    await renderAdmin('/admin/dashboard');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: 'User 1' })).toBeInTheDocument();
  });

  test('an admin gets /admin: the investment list inside the admin layout', async () => {
    server.use(projectList([projectFixture({ title: 'Gulshan Heights' })]));
    await renderAdmin('/admin');
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Investment projects' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Gulshan Heights/ })).toHaveAttribute('href', '/investments/details/p1');
  });

  test('a failed account check says so and offers a retry', async () => {
    localStorage.setItem('token', 'admin-test-token');
    let calls = 0;
    server.use(
      http.get(ME_URL, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 });
      }),
      http.get(USERS_URL, () => HttpResponse.json({ users: [], nextCursor: null })),
    );
    await renderRoute('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Only administrators can do this.');
    signInAs('admin');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
