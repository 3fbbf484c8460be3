import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DepositsTab } from '../../../../src/client/features/admin/deposits/components/deposits-tab';
import { server, useApiServer } from '../../api-server';
import { renderWithProviders } from '../admin-test-utils';
import { DEPOSIT_URL, depositFixture } from './deposit-fixtures';

useApiServer();

/** A phone: jsdom has no media queries, so every max-width query matches and no min-width one does. */
beforeEach(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: query.includes('max-width'), media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }),
  });
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const PENDING = depositFixture({ _id: 'd-new', createdAt: '2026-03-02T10:00:00.000Z' });
const REJECTED = depositFixture({ _id: 'd-mid', userId: { _id: 'u3', fullname: 'Nusrat Jahan', email: 'nusrat@example.com' }, amount: 700.5, status: 'rejected', adminRemarks: 'Screenshot unreadable', createdAt: '2026-02-05T08:00:00.000Z' });

describe('deposits tab on a phone', () => {
  test('one card per deposit with investor, amount, status, date, remarks; Review only on the pending one, and it opens the review', async () => {
    server.use(http.get(DEPOSIT_URL, () => HttpResponse.json({ deposits: [REJECTED, PENDING] })));
    await renderWithProviders(<DepositsTab search="" />);
    const list = await screen.findByRole('list', { name: 'Deposits, newest first' });
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
});
