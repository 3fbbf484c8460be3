import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../api-server';
import { withdrawalFixture } from '../withdrawals/withdrawal-fixtures';
import { withdrawalsServer } from '../withdrawals/withdrawals-server';
import { cleanUpAdmin, manyUsers, PENDING_WITHDRAWALS_URL, renderAdmin, renderDashboardCounting, renderTabToRecount, signInAs, usersServer } from './admin-helpers';

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

const nav = () => screen.getByRole('navigation', { name: /sections/i });

describe('the Withdrawals tab counts the withdrawals waiting for a decision (issue 17)', () => {
  test('4 pending: a badge with 4, and the tab, after Deposits, is called "Withdrawals, 4 pending"', async () => {
    await renderDashboardCounting(PENDING_WITHDRAWALS_URL, 4);
    const tab = await screen.findByRole('tab', { name: 'Withdrawals, 4 pending' }, { timeout: 5000 });
    expect(nav()).toContainElement(tab);
    expect(within(tab).getByTestId('pending-withdrawals-badge')).toHaveTextContent('4');
    // The deposits badge is a separate count: none here.
    expect(within(nav()).getByRole('tab', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.queryByTestId('pending-deposits-badge')).not.toBeInTheDocument();
    const names = within(nav())
      .getAllByRole('tab')
      .map((t) => t.getAttribute('aria-label') ?? t.textContent);
    expect(names.indexOf('Withdrawals, 4 pending')).toBe(names.indexOf('Deposits') + 1);
  });

  test('none pending: no badge, the tab is called Withdrawals', async () => {
    usersServer(manyUsers(1));
    await renderAdmin();
    const tab = within(nav()).getByRole('tab', { name: 'Withdrawals' });
    await waitFor(() => expect(screen.queryByTestId('pending-withdrawals-badge')).not.toBeInTheDocument());
    expect(tab).not.toHaveAttribute('aria-label');
  });

  test('in Bengali: Bengali digits in the badge and the name', async () => {
    await renderDashboardCounting(PENDING_WITHDRAWALS_URL, 12, 'bn');
    const tab = await screen.findByRole('tab', { name: 'টাকা তোলা, ১২টির যাচাই চলছে' }, { timeout: 5000 });
    expect(within(tab).getByText('১২')).toBeInTheDocument();
  });

  test('a decision recounts: paying one of two pending withdrawals takes the badge from 2 to 1', async () => {
    signInAs('admin');
    // After signInAs, so its count (from the withdrawals the server holds) answers instead of the default 0.
    const state = withdrawalsServer([
      withdrawalFixture(),
      withdrawalFixture({
        _id: 'b1b2c3d4e5f60718293a4b5c',
        reference: 'WDR-B1B2C3D4',
        userId: { _id: 'u2', fullname: 'Karim Hossain', email: 'karim@example.com', uniqueId: 'HI-1002', phone: '+8801812345002' },
        amount: 900,
      }),
    ]);
    await renderTabToRecount('withdrawals');
    await screen.findByRole('tab', { name: 'Withdrawals, 2 pending' }, { timeout: 5000 });
    const counted = state.counts;

    await userEvent.click(await screen.findByRole('button', { name: 'Review withdrawal WDR-A1B2C3D4 of ৳15,000 for Amina Rahman' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Review withdrawal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'TRX1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByRole('tab', { name: 'Withdrawals, 1 pending' })).toBeInTheDocument();
    expect(state.counts).toBe(counted + 1);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Withdrawals');
  });
});
