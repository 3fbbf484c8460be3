import { act, screen, waitFor } from '@testing-library/react';
import type { InitialEntry } from 'react-router-dom';
import { projectFixture, projectList, server, setupApiServer } from './api-server';
import { renderRoute } from './test-utils';

setupApiServer();

/** The real routes in StrictMode, whose doubled effects must not double a toast. */
async function renderAt(entry: InitialEntry) {
  return (await renderRoute(entry, { strict: true })).router;
}

beforeEach(() => {
  sessionStorage.clear();
  server.use(projectList([projectFixture()]));
});

describe('toasts on the projects list', () => {
  test('shows each stored toast once, then removes it from session storage', async () => {
    sessionStorage.setItem('toastSuccess', 'Deposit submitted');
    sessionStorage.setItem('toastError', 'Upload failed');
    sessionStorage.setItem('toastMessage', 'Account created');
    const router = await renderAt('/investment/all');
    await screen.findByRole('heading', { level: 2, name: 'Bashundhara Green Residency' });

    for (const text of ['Deposit submitted', 'Upload failed', 'Account created']) expect(await screen.findAllByText(text)).toHaveLength(1);
    for (const key of ['toastSuccess', 'toastError', 'toastMessage']) expect(sessionStorage.getItem(key)).toBeNull();

    // Coming back to the list does not show them again.
    await act(() => router.navigate('/no-such-page'));
    await act(() => router.navigate('/investment/all'));
    await screen.findByRole('heading', { level: 2, name: 'Bashundhara Green Residency' });
    for (const text of ['Deposit submitted', 'Upload failed', 'Account created']) expect(screen.getAllByText(text)).toHaveLength(1);
  });

  test('a success toast from the navigation state shows once with "Welcome back!", and leaves the history entry', async () => {
    const router = await renderAt({ pathname: '/investment/all', state: { toast: { type: 'success', message: 'Signed in successfully' }, from: '/signin' } });
    expect(await screen.findAllByText('Signed in successfully')).toHaveLength(1);
    expect(screen.getAllByText('Welcome back!')).toHaveLength(1);
    // Replaced, so a reload or Back does not bring the toast back; other state is kept.
    await waitFor(() => expect(router.state.location.state).toEqual({ from: '/signin' }));
    expect(router.state.location.pathname).toBe('/investment/all');
    await screen.findByRole('heading', { level: 2, name: 'Bashundhara Green Residency' });
    expect(screen.getAllByText('Signed in successfully')).toHaveLength(1);
  });

  test('an error toast from the navigation state has no welcome line', async () => {
    const router = await renderAt({ pathname: '/investment/all', state: { toast: { type: 'error', message: 'Session expired' } } });
    expect(await screen.findAllByText('Session expired')).toHaveLength(1);
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  test('a malformed navigation toast is ignored', async () => {
    await renderAt({ pathname: '/investment/all', state: { toast: { type: 'info', message: 42 } } });
    await screen.findByRole('heading', { level: 2, name: 'Bashundhara Green Residency' });
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();
  });
});

describe('the footer', () => {
  test('shows a pending stored message once as a success toast, then clears it', async () => {
    sessionStorage.setItem('toastMessage', 'Password changed');
    const router = await renderAt('/no-such-page');
    const toast = await screen.findByText('Password changed');
    expect(toast.closest('.notistack-MuiContent-success')).not.toBeNull();
    expect(sessionStorage.getItem('toastMessage')).toBeNull();

    // The projects list looks for the same key: already cleared, so no second toast.
    await act(() => router.navigate('/investment/all'));
    await screen.findByRole('heading', { level: 2, name: 'Bashundhara Green Residency' });
    expect(screen.getAllByText('Password changed')).toHaveLength(1);
  });

  test('on the projects list a stored message appears once although the list and the footer both look', async () => {
    sessionStorage.setItem('toastMessage', 'Welcome to Halal Invest');
    await renderAt('/investment/all');
    await screen.findByRole('heading', { level: 2, name: 'Bashundhara Green Residency' });
    expect(screen.getAllByText('Welcome to Halal Invest')).toHaveLength(1);
  });
});
