import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../api-server';
import { depositFixture } from '../deposits/deposit-fixtures';
import { depositsServer } from '../deposits/deposits-server';
import { cleanUpAdmin, manyUsers, PENDING_COUNT_URL, renderAdmin, renderDashboardCounting, renderTabToRecount, signInAs, usersServer } from './admin-helpers';

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

const nav = () => screen.getByRole('navigation', { name: /sections/i });

describe('the Deposits tab counts the deposits waiting for a decision (issue 15)', () => {
  test('3 pending: a badge with 3, and the tab is called "Deposits, 3 pending"', async () => {
    await renderDashboardCounting(PENDING_COUNT_URL, 3);
    const tab = await screen.findByRole('tab', { name: 'Deposits, 3 pending' }, { timeout: 5000 });
    expect(nav()).toContainElement(tab);
    expect(within(tab).getByText('3')).toBeInTheDocument();
    expect(within(nav()).getByRole('tab', { name: 'Users' })).toBeInTheDocument();
  });

  test('none pending: no badge, the tab is called Deposits', async () => {
    usersServer(manyUsers(1));
    await renderAdmin();
    const tab = within(nav()).getByRole('tab', { name: 'Deposits' });
    await waitFor(() => expect(screen.queryByTestId('pending-deposits-badge')).not.toBeInTheDocument());
    expect(tab).not.toHaveAttribute('aria-label');
  });

  test('in Bengali: Bengali digits in the badge and the name', async () => {
    await renderDashboardCounting(PENDING_COUNT_URL, 12, 'bn');
    const tab = await screen.findByRole('tab', { name: 'টাকা জমা, ১২টির যাচাই চলছে' }, { timeout: 5000 });
    expect(within(tab).getByText('১২')).toBeInTheDocument();
  });

  test('a review recounts: approving one of two pending deposits takes the badge from 2 to 1', async () => {
    signInAs('admin');
    // After signInAs, so its count (from the deposits the server holds) answers instead of the default 0.
    const state = depositsServer([
      depositFixture(),
      depositFixture({
        _id: 'd2',
        userId: { _id: 'u2', fullname: 'Karim Hossain', email: 'karim@example.com', uniqueId: 'HI-1002', phone: '+8801812345002' },
        amount: 900,
        createdAt: '2026-03-01T10:00:00.000Z',
      }),
    ]);
    await renderTabToRecount('deposits');
    await screen.findByRole('tab', { name: 'Deposits, 2 pending' }, { timeout: 5000 });
    const counted = state.counts;

    await userEvent.click(await screen.findByRole('button', { name: 'Review the deposit of ৳5,000 from Amina Rahman' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Review deposit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    expect(await screen.findByRole('tab', { name: 'Deposits, 1 pending' })).toBeInTheDocument();
    expect(state.counts).toBe(counted + 1);
  });
});
