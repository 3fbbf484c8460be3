import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepositsTab } from '../../../../src/client/features/admin/deposits/components/deposits-tab';
import { setupApiServer } from '../../api-server';
import { renderWithProviders, phoneScreenForEachTest } from '../admin-test-utils';
import { manyDeposits, NEW_DEPOSIT, REJECTED_DEPOSIT } from './deposit-fixtures';
import { depositsServer } from './deposits-server';

setupApiServer();

phoneScreenForEachTest();

const PENDING = NEW_DEPOSIT;
const REJECTED = REJECTED_DEPOSIT;

describe('deposits tab on a phone', () => {
  test('one card per deposit with investor, amount, status, date, remarks; Review only on the pending one, and it opens the review', async () => {
    depositsServer([PENDING, REJECTED]);
    await renderWithProviders(<DepositsTab search="" />);
    await screen.findByRole('list', { name: 'Deposits, newest first' });
    // The tab opens on Pending (issue 15); All shows the rejected one too.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Deposits, newest first' })).getAllByRole('listitem')).toHaveLength(2));
    const list = screen.getByRole('list', { name: 'Deposits, newest first' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^Amina Rahmanamina@example\.com৳5,000Pending2 March 2026.*Review$/),
      expect.stringMatching(/^Nusrat Jahannusrat@example\.com৳700\.50Rejected5 February 2026Remarks: Screenshot unreadable/),
    ]);
    expect(within(cards[1]!).queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /Review/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  test('Load more under the cards brings the next page of cards', async () => {
    const state = depositsServer(manyDeposits(55));
    await renderWithProviders(<DepositsTab search="" />);
    const list = await screen.findByRole('list', { name: 'Deposits, newest first' }, { timeout: 10000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(55), { timeout: 10000 });
    expect(state.pages).toEqual([null, 'c-d50']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Fifty cards render slowly in jsdom on a busy machine.
  }, 30000);
});
