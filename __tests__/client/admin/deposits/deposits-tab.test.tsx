import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DepositsTab } from '../../../../src/client/features/admin/deposits/components/deposits-tab';
import { server, setupApiServer } from '../../api-server';
import { renderWithProviders } from '../admin-test-utils';
import { DEPOSIT_URL, depositFixture, NEW_DEPOSIT, REJECTED_DEPOSIT, SCREENSHOT_URL } from './deposit-fixtures';
import { depositsServer } from './deposits-server';

setupApiServer();

const OLD = depositFixture({
  _id: 'd-old',
  userId: { _id: 'u2', fullname: 'Karim Hossain', email: 'karim@example.com', uniqueId: 'HI-1002', phone: '+8801812345002' },
  amount: 1250000,
  status: 'approved',
  createdAt: '2026-01-10T08:00:00.000Z',
});
const MID = REJECTED_DEPOSIT;
const NEW = NEW_DEPOSIT;

const table = () => screen.findByRole('table', { name: 'Deposits, newest first' });
/** Body rows only. */
const rows = (tableElement: HTMLElement) => within(tableElement).getAllByRole('row').slice(1);
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

/** The tab opens on Pending (issue 15); the other statuses show under All or their own filter. */
const filterTo = (value: string, name = 'Status') => userEvent.selectOptions(screen.getByRole('combobox', { name }), value);

describe('deposits tab: loading and listing', () => {
  test('shows a loading status, then (under All) every deposit newest first with name, email, BDT amount, status and date', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(DEPOSIT_URL, async ({ request }) => {
        await gate;
        const status = new URL(request.url).searchParams.get('status');
        // Oldest first on purpose: the tab orders them itself.
        return HttpResponse.json({ deposits: [OLD, MID, NEW].filter((d) => !status || d.status === status), nextCursor: null });
      }),
    );
    await renderWithProviders(<DepositsTab search="" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading deposits...');

    release();
    expect(rows(await table())).toHaveLength(1);
    await filterTo('all');
    await waitFor(() => expect(rows(screen.getByRole('table'))).toHaveLength(3));
    const body = rows(screen.getByRole('table'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(body.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Amina Rahmanamina@example.com',
      'Nusrat Jahannusrat@example.com',
      'Karim Hossainkarim@example.com',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(body[0]!).slice(1, 4)).toEqual(['৳5,000', 'Pending', '2 March 2026']);
    expect(cells(body[1]!).slice(1, 4)).toEqual(['৳700.50', 'RejectedRemarks: Screenshot unreadable', '5 February 2026']);
    expect(cells(body[2]!).slice(1, 4)).toEqual(['৳12,50,000', 'Approved', '10 January 2026']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Investor', 'Amount', 'Status', 'Date', 'Screenshot', 'Actions']);
  });

  test('only a pending deposit offers Review', async () => {
    depositsServer([NEW, MID, OLD]);
    await renderWithProviders(<DepositsTab search="" />);
    expect(within(await rowOf('Amina Rahman')).getByRole('button', { name: 'Review the deposit of ৳5,000 from Amina Rahman' })).toBeInTheDocument();
    await filterTo('all');
    expect(within(await rowOf('Nusrat Jahan')).queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
    expect(within(await rowOf('Karim Hossain')).queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
  });

  test('the screenshot thumbnail opens the full signed image in a dialog', async () => {
    depositsServer([NEW]);
    await renderWithProviders(<DepositsTab search="" />);
    const thumbnail = await screen.findByRole('button', { name: 'View the transfer screenshot from Amina Rahman' });
    expect(thumbnail.querySelector('img')).toHaveAttribute('src', SCREENSHOT_URL);

    await userEvent.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Transfer screenshot from Amina Rahman' });
    expect(within(dialog).getByRole('img', { name: 'Transfer screenshot from Amina Rahman' })).toHaveAttribute('src', SCREENSHOT_URL);
    const newTab = within(dialog).getByRole('link', { name: 'Open in a new tab' });
    expect(newTab).toHaveAttribute('href', SCREENSHOT_URL);
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  test('opens on Pending; the status filter asks the server for that status; All asks without one', async () => {
    const state = depositsServer([NEW, MID, OLD]);
    await renderWithProviders(<DepositsTab search="" />);
    await table();
    expect(state.lists).toEqual(['pending']);
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(filter).toHaveValue('pending');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Pending', 'Approved', 'Rejected']);
    expect(rows(screen.getByRole('table'))).toHaveLength(1);
    expect(within(screen.getByRole('table')).getByText('Amina Rahman')).toBeInTheDocument();

    await userEvent.selectOptions(filter, 'rejected');
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Nusrat Jahan')).toBeInTheDocument());
    expect(rows(screen.getByRole('table'))).toHaveLength(1);
    expect(state.lists).toEqual(['pending', 'rejected']);

    await userEvent.selectOptions(filter, 'all');
    await waitFor(() => expect(rows(screen.getByRole('table'))).toHaveLength(3));
    expect(state.lists.at(-1)).toBeNull();
  });

  test('shows the empty text', async () => {
    depositsServer([]);
    await renderWithProviders(<DepositsTab search="" />);
    expect(await screen.findByText('No deposits found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test("shows 'Error: {message}' with the server's message when the list fails", async () => {
    server.use(http.get(DEPOSIT_URL, () => HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 })));
    await renderWithProviders(<DepositsTab search="" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Only administrators can do this.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test("shows 'Error: Network error. Please try again.' when the server cannot be reached", async () => {
    server.use(http.get(DEPOSIT_URL, () => HttpResponse.error()));
    await renderWithProviders(<DepositsTab search="" />);
    expect(await screen.findByRole('alert', {}, { timeout: 15000 })).toHaveTextContent('Error: Network error. Please try again.');
  }, 20000);
});

describe('deposits tab in Bengali', () => {
  test('texts, statuses, amounts and dates are Bengali', async () => {
    depositsServer([NEW, MID]);
    await renderWithProviders(<DepositsTab search="" />, { lng: 'bn' });
    const row = await rowOf('Amina Rahman');
    expect(screen.getByRole('combobox', { name: 'অবস্থা' })).toHaveValue('pending');
    expect(within(row).getByText('৫,০০০ টাকা')).toBeInTheDocument();
    expect(within(row).getByText('যাচাই চলছে')).toBeInTheDocument();
    expect(within(row).getByText('২ মার্চ, ২০২৬')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Amina Rahman-এর ৫,০০০ টাকা জমা পর্যালোচনা করুন' })).toBeInTheDocument();
    await filterTo('all', 'অবস্থা');
    expect(within(await rowOf('Nusrat Jahan')).getByText('প্রত্যাখ্যাত')).toBeInTheDocument();
  });

  test('a known error code is shown translated', async () => {
    server.use(http.get(DEPOSIT_URL, () => HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 })));
    await renderWithProviders(<DepositsTab search="" />, { lng: 'bn' });
    expect(await screen.findByRole('alert')).toHaveTextContent('ত্রুটি: শুধু অ্যাডমিনরা এটি করতে পারেন।');
  });

  test('the empty text is Bengali', async () => {
    depositsServer([]);
    await renderWithProviders(<DepositsTab search="" />, { lng: 'bn' });
    expect(await screen.findByText('কোনো টাকা জমা পাওয়া যায়নি।')).toBeInTheDocument();
  });
});
