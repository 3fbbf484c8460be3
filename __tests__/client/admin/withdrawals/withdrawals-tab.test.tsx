import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { WithdrawalsTab } from '../../../../src/client/features/admin/withdrawals/components/withdrawals-tab';
import { server, setupApiServer } from '../../api-server';
import { renderWithProviders } from '../admin-test-utils';
import { BANK_WITHDRAWAL, manyWithdrawals, withdrawalFixture, WITHDRAWALS_URL } from './withdrawal-fixtures';
import { withdrawalsServer } from './withdrawals-server';

setupApiServer();
jest.setTimeout(15000);
afterEach(() => {
  delete (navigator as { clipboard?: unknown }).clipboard;
});

const BKASH = withdrawalFixture();
const PAID = withdrawalFixture({
  _id: 'c1b2c3d4e5f60718293a4b5c',
  reference: 'WDR-C1B2C3D4',
  userId: { _id: 'u3', fullname: 'Nusrat Jahan', email: 'nusrat@example.com', uniqueId: 'HI-1003', phone: '+8801712345003' },
  amount: 700,
  method: 'nagad',
  account: { number: '01812345678' },
  status: 'paid',
  paymentReference: 'TRX8K2M4P',
  createdAt: '2026-02-05T08:00:00.000Z',
});
const REJECTED = withdrawalFixture({
  _id: 'd1b2c3d4e5f60718293a4b5c',
  reference: 'WDR-D1B2C3D4',
  userId: { _id: 'u4', fullname: 'Sadia Islam', email: 'sadia@example.com', uniqueId: null, phone: null },
  method: 'rocket',
  account: { number: '01912345678' },
  status: 'rejected',
  adminRemarks: 'The account or number is wrong or closed',
  createdAt: '2026-01-05T08:00:00.000Z',
});
const HELD = withdrawalFixture({ hold: { reasons: ['new-payout-details', 'password-changed', 'email-changed'], until: '2026-03-03T09:30:00.000Z' } });

const table = () => screen.findByRole('table', { name: 'Withdrawals, newest first' });
const rows = (tableElement: HTMLElement) => within(tableElement).getAllByRole('row').slice(1);
/** The row of the investor `name` (a bank account's name is often the investor's own: the first match is the investor cell). */
const rowOf = async (name: string) => (await screen.findAllByText(name))[0]!.closest('tr') as HTMLElement;
const filterTo = (value: string, name = 'Status') => userEvent.selectOptions(screen.getByRole('combobox', { name }), value);

describe('withdrawals tab: loading and listing', () => {
  test('shows a loading status, then the pending withdrawals with investor, reference, amount, method, account, date and status', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(WITHDRAWALS_URL, async ({ request }) => {
        await gate;
        const status = new URL(request.url).searchParams.get('status');
        // Oldest first on purpose: the tab orders them itself.
        return HttpResponse.json({ withdrawals: [BANK_WITHDRAWAL, BKASH].filter((w) => !status || w.status === status), nextCursor: null });
      }),
    );
    await renderWithProviders(<WithdrawalsTab search="" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading withdrawals...');
    release();
    const body = rows(await table());
    expect(body).toHaveLength(2);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Investor', 'Amount', 'Pay to', 'Requested', 'Status', 'Actions']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(body[0]!).slice(0, 5)).toEqual(['Amina Rahmanamina@example.comWDR-A1B2C3D4', '৳15,000', 'bKashNumber01712345678', '2 March 2026', 'Pending']);
    expect(cells(body[1]!).slice(0, 5)).toEqual([
      'Karim Hossainkarim@example.comWDR-B1B2C3D4',
      '৳2,50,000.50',
      'Bank accountAccount nameKarim HossainAccount number2050 1234 5678BankIslami BankBranchMotijheelRouting number125275341',
      '1 March 2026',
      'Pending',
    ]);
    expect(within(body[0]!).getByRole('button', { name: 'Review withdrawal WDR-A1B2C3D4 of ৳15,000 for Amina Rahman' })).toBeInTheDocument();
  });

  test('opens on Pending (first in the filter); other statuses ask the server for them; All asks without one', async () => {
    const state = withdrawalsServer([BKASH, PAID, REJECTED]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    await table();
    expect(state.lists).toEqual(['pending']);
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(filter).toHaveValue('pending');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'Paid', 'Rejected', 'Cancelled', 'All']);

    await filterTo('paid');
    const paidRow = await rowOf('Nusrat Jahan');
    expect(within(paidRow).getByText('Payment reference: TRX8K2M4P')).toBeInTheDocument();
    expect(within(paidRow).getByText('Nagad')).toBeInTheDocument();
    // Decided withdrawals offer no review.
    expect(within(paidRow).queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();

    await filterTo('rejected');
    const rejectedRow = await rowOf('Sadia Islam');
    expect(within(rejectedRow).getByText('Remarks: The account or number is wrong or closed')).toBeInTheDocument();
    expect(within(rejectedRow).getByText('Rocket')).toBeInTheDocument();

    await filterTo('all');
    await waitFor(() => expect(rows(screen.getByRole('table'))).toHaveLength(3));
    expect(state.lists).toEqual(['pending', 'paid', 'rejected', null]);
  });

  test('the hold warning on a held row names every cause and the time it lasts until', async () => {
    withdrawalsServer([HELD]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    const row = await rowOf('Amina Rahman');
    const alert = within(row).getByRole('note');
    expect(alert).toHaveTextContent(/^Held for review until 3 Mar 2026/);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Payout details first used less than 24 hours ago',
      'Password changed less than 24 hours before the request',
      'Email address changed less than 24 hours before the request',
    ]);
    // Paying stays possible: the row still offers the review.
    expect(within(row).getByRole('button', { name: /Review withdrawal/ })).toBeInTheDocument();
  });

  test('no hold, no warning', async () => {
    withdrawalsServer([BKASH]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    expect(within(await rowOf('Amina Rahman')).queryByRole('note')).not.toBeInTheDocument();
  });

  /** The browser's clipboard, answering `writeText` as told (jsdom has none). */
  function clipboard(answer: Promise<void>) {
    const writeText = jest.fn().mockReturnValue(answer);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return writeText;
  }

  test('each account detail has a copy button that copies it and says what was copied', async () => {
    withdrawalsServer([BANK_WITHDRAWAL]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    const row = await rowOf('Karim Hossain');
    expect(
      within(row)
        .getAllByRole('button', { name: /^Copy / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Copy Account name', 'Copy Account number', 'Copy Bank', 'Copy Branch', 'Copy Routing number']);
    const writeText = clipboard(Promise.resolve());
    fireEvent.click(within(row).getByRole('button', { name: 'Copy Account number' }));
    expect(await screen.findByText('Account number copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('2050 1234 5678');
    expect(screen.queryByText('Could not copy. Select the text and copy it by hand.')).not.toBeInTheDocument();
  });

  test('a copy the browser refuses says so, so the admin selects the text instead', async () => {
    withdrawalsServer([BKASH]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    const row = await rowOf('Amina Rahman');
    const writeText = clipboard(Promise.reject(new Error('denied')));
    fireEvent.click(within(row).getByRole('button', { name: 'Copy Number' }));
    expect(await screen.findByText('Could not copy. Select the text and copy it by hand.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('01712345678');
    expect(screen.queryByText('Number copied')).not.toBeInTheDocument();
  });

  test('shows the empty texts: nothing waiting, and nothing under another status', async () => {
    withdrawalsServer([]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    expect(await screen.findByText('No withdrawals are waiting for a decision.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await filterTo('cancelled');
    expect(await screen.findByText('No withdrawals found.')).toBeInTheDocument();
  });

  test("shows 'Error: {message}' with the server's message when the list fails", async () => {
    server.use(http.get(WITHDRAWALS_URL, () => HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 })));
    await renderWithProviders(<WithdrawalsTab search="" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Only administrators can do this.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('keyset pages: Load more asks for the next cursor and appends, until the server says there is no more', async () => {
    const state = withdrawalsServer(manyWithdrawals(60));
    await renderWithProviders(<WithdrawalsTab search="" />);
    expect(rows(await table())).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows(screen.getByRole('table'))).toHaveLength(60));
    expect(state.pages).toEqual([null, `c-${manyWithdrawals(50)[49]!._id}`]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  }, 30000);
});

describe('withdrawals tab in Bengali', () => {
  test('texts, statuses, methods, amounts, dates and the hold are Bengali; numbers to copy stay in Latin digits', async () => {
    withdrawalsServer([HELD, BANK_WITHDRAWAL]);
    await renderWithProviders(<WithdrawalsTab search="" />, { lng: 'bn' });
    expect(await screen.findByRole('table', { name: 'টাকা তোলার অনুরোধ, নতুনগুলো আগে' })).toBeInTheDocument();
    const row = await rowOf('Amina Rahman');
    expect(screen.getByRole('combobox', { name: 'অবস্থা' })).toHaveValue('pending');
    expect(within(row).getByText('১৫,০০০ টাকা')).toBeInTheDocument();
    expect(within(row).getByText('যাচাই চলছে')).toBeInTheDocument();
    expect(within(row).getByText('বিকাশ')).toBeInTheDocument();
    expect(within(row).getByText('২ মার্চ, ২০২৬')).toBeInTheDocument();
    expect(within(row).getByText('01712345678')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'নম্বর কপি করুন' })).toBeInTheDocument();
    const alert = within(row).getByRole('note');
    expect(alert).toHaveTextContent(/পর্যন্ত যাচাইয়ের জন্য আটকে রাখা/);
    expect(alert).toHaveTextContent(/৩ মার্চ, ২০২৬/);
    expect(alert).toHaveTextContent('অনুরোধের ২৪ ঘণ্টার কম আগে পাসওয়ার্ড বদলানো হয়েছে');
    expect(within(row).getByRole('button', { name: 'Amina Rahman-এর ১৫,০০০ টাকা তোলার অনুরোধ WDR-A1B2C3D4 পর্যালোচনা করুন' })).toBeInTheDocument();
    expect(within(await rowOf('Karim Hossain')).getByText('ব্যাংক অ্যাকাউন্ট')).toBeInTheDocument();
  });

  test('the empty text and a known error code are Bengali', async () => {
    withdrawalsServer([]);
    await renderWithProviders(<WithdrawalsTab search="" />, { lng: 'bn' });
    expect(await screen.findByText('সিদ্ধান্তের অপেক্ষায় টাকা তোলার কোনো অনুরোধ নেই।')).toBeInTheDocument();
    server.use(http.get(WITHDRAWALS_URL, () => HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 })));
    await filterTo('paid', 'অবস্থা');
    expect(await screen.findByRole('alert')).toHaveTextContent('ত্রুটি: শুধু অ্যাডমিনরা এটি করতে পারেন।');
  });
});
