import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from '../../../../src/client/api/api-slice';
import { DepositsTab } from '../../../../src/client/features/admin/deposits/components/deposits-tab';
import { server, setupApiServer } from '../../api-server';
import { renderWithProviders } from '../admin-test-utils';
import { depositFixture } from './deposit-fixtures';
import { decideElsewhere, depositsServer } from './deposits-server';

setupApiServer();
jest.setTimeout(15000);

const PENDING = depositFixture();
const OTHER = depositFixture({
  _id: 'd2',
  userId: { _id: 'u2', fullname: 'Karim Hossain', email: 'karim@example.com', uniqueId: 'HI-1002', phone: '+8801812345002' },
  amount: 900,
  createdAt: '2026-03-01T10:00:00.000Z',
});

/** A stand-in for the users tab: any query that provides the User LIST tag. */
const usersProbe = api.injectEndpoints({
  endpoints: (build) => ({
    a2TestUsersProbe: build.query<unknown, void>({ query: () => '/auth/users', providesTags: [{ type: 'User', id: 'LIST' }] }),
  }),
});

/** Counts GET /api/auth/users, the users tab's list. */
function usersListServer() {
  const calls = { count: 0 };
  server.use(
    http.get('http://localhost/api/auth/users', () => {
      calls.count += 1;
      return HttpResponse.json({ users: [], nextCursor: null });
    }),
  );
  return calls;
}

async function openReview(name = 'Amina Rahman', amount = '৳5,000') {
  await userEvent.click(await screen.findByRole('button', { name: `Review the deposit of ${amount} from ${name}` }));
  return screen.findByRole('dialog', { name: 'Review deposit' });
}

/** A deposit's row; `hidden` while a modal dialog hides the page from assistive technology. */
const rowOf = (name: string, hidden = false) => within(screen.getByRole('table', { hidden })).getByText(name).closest('tr') as HTMLElement;

/** The tab opens on Pending (issue 15); decided deposits show under All. */
const showAll = () => userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');

/** The review dialog is unmounted when it closes. */
const closed = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

describe('review dialog: approving', () => {
  test('shows the deposit, asks to confirm, sends the status alone, toasts, closes and refreshes list and users', async () => {
    const state = depositsServer([PENDING, OTHER]);
    const users = usersListServer();
    const { store } = await renderWithProviders(<DepositsTab search="" />);
    const subscription = store.dispatch(usersProbe.endpoints.a2TestUsersProbe.initiate());
    await waitFor(() => expect(users.count).toBe(1));

    const dialog = await openReview();
    expect(within(dialog).getByText('Amina Rahman (amina@example.com)')).toBeInTheDocument();
    expect(within(dialog).getByText('৳5,000')).toBeInTheDocument();
    const facts = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual(expect.arrayContaining(['Customer ID=HI-1001', 'Phone=+8801712345001', expect.stringMatching(/^Submitted at=2 Mar 2026, \d{1,2}:\d{2} [ap]m$/)]));
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Approve ৳5,000 from Amina Rahman? The amount will be added to their wallet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(state.reviews).toHaveLength(0); // nothing is sent before the confirmation

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    expect(await screen.findByText('Deposit approved.')).toBeInTheDocument();
    await closed('Review deposit');
    expect(state.reviews).toEqual([{ id: 'd1', body: { status: 'approved' } }]);

    // The list (open on Pending) drops the decided deposit; All shows the decision. The users tab's
    // list (investor totals) is fetched again.
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Amina Rahman')).not.toBeInTheDocument());
    await showAll();
    await waitFor(() => expect(within(rowOf('Amina Rahman')).getByText('Approved')).toBeInTheDocument());
    expect(within(rowOf('Amina Rahman')).queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
    await waitFor(() => expect(users.count).toBe(2));
    expect(state.lists.length).toBeGreaterThanOrEqual(2);
    subscription.unsubscribe();
  });

  test('Back returns to the choice, and Cancel closes without a call', async () => {
    const state = depositsServer([PENDING]);
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed('Review deposit');
    expect(state.reviews).toHaveLength(0);
  });

  test('Escape closes the dialog without a call', async () => {
    const state = depositsServer([PENDING]);
    await renderWithProviders(<DepositsTab search="" />);
    await openReview();
    await userEvent.keyboard('{Escape}');
    await closed('Review deposit');
    expect(state.reviews).toHaveLength(0);
  });
});

describe('review dialog: rejecting', () => {
  test('a reason is required; the trimmed reason is sent and the list shows it', async () => {
    const state = depositsServer([PENDING]);
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const remarks = within(dialog).getByRole('textbox', { name: 'Reason (English)' });
    expect(remarks).toHaveFocus();
    expect(within(dialog).getByText('The investor will see your reason.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(await within(dialog).findByText('Please give a reason for rejecting this deposit.')).toBeInTheDocument();
    expect(remarks).toHaveAttribute('aria-invalid', 'true');
    expect(remarks).toHaveAccessibleDescription('Please give a reason for rejecting this deposit.');

    await userEvent.type(remarks, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(within(dialog).getByText('Please give a reason for rejecting this deposit.')).toBeInTheDocument();
    expect(state.reviews).toHaveLength(0);

    await userEvent.clear(remarks);
    await userEvent.paste('  The amount does not match the screenshot. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(await screen.findByText('Deposit rejected.')).toBeInTheDocument();
    expect(state.reviews).toEqual([{ id: 'd1', body: { status: 'rejected', adminRemarks: 'The amount does not match the screenshot.' } }]);
    await waitFor(() => expect(screen.getByText('No deposits found.')).toBeInTheDocument());
    await showAll();
    await waitFor(() => expect(within(rowOf('Amina Rahman')).getByText('Remarks: The amount does not match the screenshot.')).toBeInTheDocument());
  });

  test('leaving the empty reason fields shows no error; Confirm does', async () => {
    depositsServer([PENDING]);
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const remarks = within(dialog).getByRole('textbox', { name: 'Reason (English)' });
    expect(remarks).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).queryByText('Please give a reason for rejecting this deposit.')).not.toBeInTheDocument();
    expect(remarks).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(await within(dialog).findByText('Please give a reason for rejecting this deposit.')).toBeInTheDocument();
  });

  test('a reason over 500 characters is refused', async () => {
    const state = depositsServer([PENDING]);
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const remarks = within(dialog).getByRole('textbox', { name: 'Reason (English)' });
    await userEvent.click(remarks);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(await within(dialog).findByText('The reason can have at most 500 characters.')).toBeInTheDocument();
    expect(state.reviews).toHaveLength(0);
  });
});

describe('review dialog: failures', () => {
  test('409: says another admin decided first, offers only Close, and the list refreshes', async () => {
    const state = depositsServer([PENDING], () => HttpResponse.json({ message: 'This deposit has already been reviewed.', code: 'DEPOSIT_ALREADY_REVIEWED' }, { status: 409 }));
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview();
    // Meanwhile another administrator approves it.
    decideElsewhere(state, 'd1', 'approved');
    const listsBefore = state.lists.length;

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Another administrator has already reviewed this deposit. The list has been refreshed.');
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
    await waitFor(() => expect(state.lists.length).toBeGreaterThan(listsBefore));
    // Refreshed on Pending, the list no longer holds the deposit another admin decided.
    await waitFor(() => expect(screen.getByText('No deposits found.')).toBeInTheDocument());
    expect(screen.queryByText('Deposit approved.')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed('Review deposit');
    await showAll();
    await waitFor(() => expect(within(rowOf('Amina Rahman')).getByText('Approved')).toBeInTheDocument());
    expect(state.reviews).toHaveLength(1);
  });

  test("another failure shows the server's message; Try again sends the decision again", async () => {
    let fail = true;
    const state = depositsServer([PENDING], () =>
      fail ? HttpResponse.json({ message: 'Too many attempts. Please wait 1 minute and try again.', code: 'RATE_LIMITED' }, { status: 429 }) : undefined,
    );
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 1 minute and try again.');

    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Deposit approved.')).toBeInTheDocument();
    expect(state.reviews).toHaveLength(2);
    expect(state.reviews[1]!.body).toEqual({ status: 'approved' });
  });

  test("a network failure shows 'Failed to update the deposit.'", async () => {
    depositsServer([PENDING], () => HttpResponse.error());
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update the deposit.');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  test('while the decision is on its way, the buttons are disabled and say Saving...', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    depositsServer([PENDING], () => undefined);
    server.use(
      http.put('http://localhost/api/deposit/:id', async () => {
        await gate;
        return HttpResponse.json({ deposit: { ...PENDING, status: 'approved' } });
      }),
    );
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Review deposit' })).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('Deposit approved.')).toBeInTheDocument();
  });
});

describe('review dialog in Bengali', () => {
  test('the dialog, the reason rule, the conflict and the toast are Bengali', async () => {
    const state = depositsServer([PENDING, OTHER], ({ id }) =>
      id === 'd1' ? HttpResponse.json({ message: 'This deposit has already been reviewed.', code: 'DEPOSIT_ALREADY_REVIEWED' }, { status: 409 }) : undefined,
    );
    await renderWithProviders(<DepositsTab search="" />, { lng: 'bn' });
    await userEvent.click(await screen.findByRole('button', { name: 'Karim Hossain-এর ৯০০ টাকা জমা পর্যালোচনা করুন' }));
    let dialog = await screen.findByRole('dialog', { name: 'টাকা জমা পর্যালোচনা' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'প্রত্যাখ্যান' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'প্রত্যাখ্যান নিশ্চিত করুন' }));
    expect(await within(dialog).findByText('টাকা জমাটি কেন প্রত্যাখ্যান করছেন, তা লিখুন।')).toBeInTheDocument();
    // The reason written in Bengali alone is enough (issue 18).
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'কারণ (বাংলায়)' }), 'ঝাপসা স্ক্রিনশট');
    await userEvent.click(within(dialog).getByRole('button', { name: 'প্রত্যাখ্যান নিশ্চিত করুন' }));
    expect(await screen.findByText('টাকা জমা প্রত্যাখ্যাত হয়েছে।')).toBeInTheDocument();
    expect(state.reviews[0]!.body).toEqual({ status: 'rejected', adminRemarksBn: 'ঝাপসা স্ক্রিনশট' });
    await closed('টাকা জমা পর্যালোচনা');

    await userEvent.click(await screen.findByRole('button', { name: 'Amina Rahman-এর ৫,০০০ টাকা জমা পর্যালোচনা করুন' }));
    dialog = await screen.findByRole('dialog', { name: 'টাকা জমা পর্যালোচনা' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'অনুমোদন' }));
    expect(within(dialog).getByText('Amina Rahman-এর ৫,০০০ টাকা অনুমোদন করবেন? টাকাটি তাঁর ওয়ালেটে যোগ হবে।')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'অনুমোদন নিশ্চিত করুন' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('অন্য একজন অ্যাডমিন এই টাকা জমাটি আগেই পর্যালোচনা করেছেন। তালিকাটি হালনাগাদ করা হয়েছে।');
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
  });

  test('another failure with a known code is shown translated', async () => {
    depositsServer([PENDING], () => HttpResponse.json({ message: 'Too many attempts. Please wait 1 minute and try again.', code: 'RATE_LIMITED' }, { status: 429 }));
    await renderWithProviders(<DepositsTab search="" />, { lng: 'bn' });
    await userEvent.click(await screen.findByRole('button', { name: 'Amina Rahman-এর ৫,০০০ টাকা জমা পর্যালোচনা করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'টাকা জমা পর্যালোচনা' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'অনুমোদন' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'অনুমোদন নিশ্চিত করুন' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।');
    expect(within(dialog).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
  });
});
