import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from '../../../../src/client/api/api-slice';
import { WithdrawalsTab } from '../../../../src/client/features/admin/withdrawals/components/withdrawals-tab';
import { server, setupApiServer } from '../../api-server';
import { renderWithProviders } from '../admin-test-utils';
import { BANK_WITHDRAWAL, withdrawalFixture } from './withdrawal-fixtures';
import { decideElsewhere, withdrawalsServer } from './withdrawals-server';

setupApiServer();
jest.setTimeout(20000);

const BKASH = withdrawalFixture();
const HELD = withdrawalFixture({ hold: { reasons: ['new-payout-details'], until: '2026-03-03T09:30:00.000Z' } });
/** A hold that has not ended yet: paying it needs the admin's phone confirmation. */
const HELD_NOW = withdrawalFixture({ hold: { reasons: ['password-changed'], until: new Date(Date.now() + 5 * 3_600_000).toISOString() } });
const PHONE_BOX = 'I confirmed this payout with the investor by phone';

/** Stand-ins for the users tab and the ledger line: queries that provide the tags a decision must refresh. */
const probes = api.injectEndpoints({
  endpoints: (build) => ({
    wdTestUsersProbe: build.query<unknown, void>({ query: () => '/auth/users', providesTags: [{ type: 'User', id: 'LIST' }] }),
    wdTestLedgerProbe: build.query<unknown, void>({ query: () => '/ledger/check', providesTags: [{ type: 'Ledger', id: 'CHECK' }] }),
  }),
});

/** Counts GET /api/auth/users and /api/ledger/check. */
function probeServer() {
  const calls = { users: 0, ledger: 0 };
  server.use(
    http.get('http://localhost/api/auth/users', () => {
      calls.users += 1;
      return HttpResponse.json({ users: [], nextCursor: null });
    }),
    http.get('http://localhost/api/ledger/check', () => {
      calls.ledger += 1;
      return HttpResponse.json({ ok: true, accounts: 1, transfers: 1, mismatches: [] });
    }),
  );
  return calls;
}

async function openReview(label = 'Review withdrawal WDR-A1B2C3D4 of ৳15,000 for Amina Rahman', title = 'Review withdrawal') {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: title });
}
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('review dialog: paying', () => {
  test('shows the request, asks for the reference, confirms, sends it, toasts, closes and refreshes list, users and ledger', async () => {
    const state = withdrawalsServer([BKASH, BANK_WITHDRAWAL]);
    const calls = probeServer();
    const { store } = await renderWithProviders(<WithdrawalsTab search="" />);
    const users = store.dispatch(probes.endpoints.wdTestUsersProbe.initiate());
    const ledger = store.dispatch(probes.endpoints.wdTestLedgerProbe.initiate());
    await waitFor(() => expect(calls).toEqual({ users: 1, ledger: 1 }));

    const dialog = await openReview();
    expect(within(dialog).getByText('Amina Rahman (amina@example.com)')).toBeInTheDocument();
    expect(within(dialog).getByText('WDR-A1B2C3D4')).toBeInTheDocument();
    expect(within(dialog).getByText('৳15,000')).toBeInTheDocument();
    // Who to call and which payments are theirs: customer ID, phone, and the time, not only the day.
    const facts = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual(expect.arrayContaining(['Customer ID=HI-1001', 'Phone=+8801712345001', expect.stringMatching(/^Requested at=2 Mar 2026, \d{1,2}:\d{2} [ap]m$/)]));
    expect(within(dialog).getByText('bKash')).toBeInTheDocument();
    expect(within(dialog).getByText('01712345678')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Number' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(within(dialog).getByText('Send the money first, then enter the reference of that payment.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Payment reference (bank reference or TrxID)' }), ' TRX8K2M4P ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Mark ৳15,000 to Amina Rahman as paid, with the reference TRX8K2M4P? This cannot be undone.')).toBeInTheDocument();
    expect(state.decisions).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Withdrawal marked as paid.')).toBeInTheDocument();
    await closed();
    expect(state.decisions).toEqual([{ id: BKASH._id, body: { status: 'paid', reference: 'TRX8K2M4P' } }]);
    // The paid one leaves the pending list; a payment also rechecks the books and the users' wallets.
    await waitFor(() => expect(screen.queryByText('Amina Rahman')).not.toBeInTheDocument());
    await waitFor(() => expect(calls).toEqual({ users: 2, ledger: 2 }));
    users.unsubscribe();
    ledger.unsubscribe();
  });

  test('an empty reference is refused with the message, nothing is sent; Back keeps what was typed', async () => {
    const state = withdrawalsServer([BKASH]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const field = within(dialog).getByRole('textbox', { name: 'Payment reference (bank reference or TrxID)' });
    expect(field).toHaveAccessibleDescription('Please enter the payment reference (bank reference or TrxID).');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, 'R'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(field).toHaveAccessibleDescription('The reference can have at most 100 characters.');

    await userEvent.clear(field);
    await userEvent.type(field, 'BANKREF-77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Payment reference (bank reference or TrxID)' })).toHaveValue('BANKREF-77');
    // A new choice starts blank: back to the start, Reject, back, Mark paid again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(within(dialog).getByRole('textbox', { name: 'Payment reference (bank reference or TrxID)' })).toHaveValue('');
    expect(state.decisions).toHaveLength(0);
  });

  test('a held withdrawal: the dialog warns, says what to do, and paying still works', async () => {
    const state = withdrawalsServer([HELD]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    const dialog = await openReview();
    const note = within(dialog).getByRole('note');
    expect(note).toHaveTextContent(/^Held for review until 3 Mar 2026/);
    expect(note).toHaveTextContent('Payout details first used less than 24 hours ago');
    expect(note).toHaveTextContent('You can still pay it: first make sure the investor really asked for it, for example by calling the phone number on their account.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'TRX1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await closed();
    expect(state.decisions).toEqual([{ id: HELD._id, body: { status: 'paid', reference: 'TRX1' } }]);
  });
});

describe('review dialog: paying during the safety hold', () => {
  test('the phone box shows only while the hold lasts; Continue without it is refused, nothing is sent; ticked, phoneConfirmed is sent', async () => {
    const state = withdrawalsServer([HELD_NOW]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'TRX1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const box = within(dialog).getByRole('checkbox', { name: PHONE_BOX });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('This withdrawal is still held for review. Call the investor first, then tick the box.');
    expect(within(dialog).queryByRole('button', { name: 'Confirm payment' })).not.toBeInTheDocument();

    await userEvent.click(box);
    expect(box).not.toHaveAccessibleDescription();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await closed();
    expect(state.decisions).toEqual([{ id: HELD_NOW._id, body: { status: 'paid', reference: 'TRX1', phoneConfirmed: true } }]);
  });

  test('no phone box for a withdrawal without a hold, or one whose hold has ended', async () => {
    for (const withdrawal of [BKASH, HELD]) {
      withdrawalsServer([withdrawal]);
      const { unmount } = await renderWithProviders(<WithdrawalsTab search="" />);
      const dialog = await openReview();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
      expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
      unmount();
    }
  });

  test("in Bengali: the box, its message and the server's SAFETY_HOLD", async () => {
    withdrawalsServer([HELD_NOW], () => HttpResponse.json({ message: 'This withdrawal is on a safety hold.', code: 'SAFETY_HOLD' }, { status: 409 }));
    await renderWithProviders(<WithdrawalsTab search="" />, { lng: 'bn' });
    const dialog = await openReview('Amina Rahman-এর ১৫,০০০ টাকা তোলার অনুরোধ WDR-A1B2C3D4 পর্যালোচনা করুন', 'টাকা তোলার অনুরোধ পর্যালোচনা');
    await userEvent.click(within(dialog).getByRole('button', { name: 'পরিশোধিত চিহ্নিত করুন' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /পেমেন্ট রেফারেন্স/ }), 'TRX1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'এগিয়ে যান' }));
    const box = within(dialog).getByRole('checkbox', { name: 'আমি বিনিয়োগকারীকে ফোন করে এই টাকা পাঠানো নিশ্চিত করেছি' });
    expect(box).toHaveAccessibleDescription('এই অনুরোধ এখনো যাচাইয়ের জন্য আটকে আছে। আগে বিনিয়োগকারীকে ফোন করুন, তারপর ঘরে টিক দিন।');
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'এগিয়ে যান' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'পরিশোধ নিশ্চিত করুন' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('এই অনুরোধ এখনো যাচাইয়ের জন্য আটকে আছে। টাকা পাঠানোর আগে বিনিয়োগকারীকে ফোন করে নিশ্চিত হোন এবং ঘরে টিক দিন।');
  });
});

describe('review dialog: rejecting', () => {
  test('a canned reason fills the reason in English and Bengali; edited, both are shown before confirming and sent', async () => {
    const state = withdrawalsServer([BKASH]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason for rejecting' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'The account name does not match the investor',
      'The account or number is wrong or closed',
      "We need to confirm the investor's identity first",
      'The investor asked us to cancel',
      'Another reason (write it below)',
    ]);
    await userEvent.click(within(reasons).getByRole('radio', { name: 'The account name does not match the investor' }));
    const english = within(dialog).getByRole('textbox', { name: 'Reason (English)' });
    const bengali = within(dialog).getByRole('textbox', { name: 'Reason (Bengali)' });
    await waitFor(() => expect(english).toHaveValue('The account name does not match the investor'));
    expect(bengali).toHaveValue('অ্যাকাউন্টের নাম বিনিয়োগকারীর নামের সঙ্গে মেলে না');
    await userEvent.click(english);
    await userEvent.paste('. The bKash account is in the name of Karim.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Reject the withdrawal of ৳15,000 for Amina Rahman? The money goes back to their wallet, and they will read:')).toBeInTheDocument();
    expect(within(dialog).getByText('The account name does not match the investor. The bKash account is in the name of Karim.')).toBeInTheDocument();
    expect(within(dialog).getByText('অ্যাকাউন্টের নাম বিনিয়োগকারীর নামের সঙ্গে মেলে না')).toHaveAttribute('lang', 'bn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(await screen.findByText('Withdrawal rejected.')).toBeInTheDocument();
    await closed();
    expect(state.decisions).toEqual([
      {
        id: BKASH._id,
        body: {
          status: 'rejected',
          adminRemarks: 'The account name does not match the investor. The bKash account is in the name of Karim.',
          adminRemarksBn: 'অ্যাকাউন্টের নাম বিনিয়োগকারীর নামের সঙ্গে মেলে না',
        },
      },
    ]);
  });

  test('no reason chosen, then "another reason" with no text: each refused with its message; one language is enough', async () => {
    const state = withdrawalsServer([BKASH]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('radiogroup', { name: 'Reason for rejecting' })).toHaveAccessibleDescription('Please choose a reason for rejecting this withdrawal.');

    // A reason chosen takes its message away at once, before Continue.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'The account or number is wrong or closed' }));
    expect(within(dialog).queryByText('Please choose a reason for rejecting this withdrawal.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: 'Reason for rejecting' })).not.toHaveAttribute('aria-invalid');
    const english = within(dialog).getByRole('textbox', { name: 'Reason (English)' });
    const bengali = within(dialog).getByRole('textbox', { name: 'Reason (Bengali)' });
    await waitFor(() => expect(english).toHaveValue('The account or number is wrong or closed'));

    // "Another reason" empties the canned texts: the admin writes their own.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Another reason (write it below)' }));
    await waitFor(() => expect(english).toHaveValue(''));
    expect(bengali).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(english).toHaveAccessibleDescription('Give the reason in English, in Bengali or in both.');
    expect(within(dialog).queryByText('Please choose a reason for rejecting this withdrawal.')).not.toBeInTheDocument();

    await userEvent.click(bengali);
    await userEvent.paste('ন'.repeat(501));
    expect(english).not.toHaveAccessibleDescription('Give the reason in English, in Bengali or in both.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(bengali).toHaveAccessibleDescription('The reason can have at most 500 characters.');
    expect(state.decisions).toHaveLength(0);

    await userEvent.clear(bengali);
    await userEvent.type(bengali, 'একই অনুরোধ দুবার');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    await closed();
    expect(state.decisions.map((d) => d.body)).toEqual([{ status: 'rejected', adminRemarksBn: 'একই অনুরোধ দুবার' }]);
  });
});

describe('review dialog: failures', () => {
  test('409 WITHDRAWAL_NOT_PENDING: says another administrator decided it, offers only Close, and the list refreshes', async () => {
    const state = withdrawalsServer([BKASH, BANK_WITHDRAWAL]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    const dialog = await openReview();
    decideElsewhere(state, BKASH._id, 'paid');
    const listsBefore = state.lists.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'TRX1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Another administrator has already decided this withdrawal. The list has been refreshed.');
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await waitFor(() => expect(state.lists.length).toBeGreaterThan(listsBefore));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
    // The refreshed pending list no longer has it.
    await waitFor(() => expect(screen.queryByText('Amina Rahman')).not.toBeInTheDocument());
    expect(state.decisions).toHaveLength(1);
  });

  test("another failure shows the server's message; Try again sends the same decision again", async () => {
    let failures = 1;
    const state = withdrawalsServer([BKASH], () =>
      failures-- > 0 ? HttpResponse.json({ message: 'The database is busy. Please try again.', code: 'DATABASE_BUSY' }, { status: 503 }) : undefined,
    );
    await renderWithProviders(<WithdrawalsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'The investor asked us to cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The database is busy. Please try again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await closed();
    expect(state.decisions.map((d) => d.body)).toEqual([
      { status: 'rejected', adminRemarks: 'The investor asked us to cancel', adminRemarksBn: 'বিনিয়োগকারী বাতিল করতে বলেছেন' },
      { status: 'rejected', adminRemarks: 'The investor asked us to cancel', adminRemarksBn: 'বিনিয়োগকারী বাতিল করতে বলেছেন' },
    ]);
  });

  test('a network failure shows the fallback text', async () => {
    withdrawalsServer([BKASH], () => HttpResponse.error());
    await renderWithProviders(<WithdrawalsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'TRX1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update the withdrawal.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: /Payment reference/ })).toHaveValue('TRX1');
  });

  test('Cancel closes without a call', async () => {
    const state = withdrawalsServer([BKASH]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(state.decisions).toHaveLength(0);
  });
});

describe('review dialog in Bengali', () => {
  test('every step, the errors, the hold and the 409 are Bengali', async () => {
    const state = withdrawalsServer([HELD]);
    await renderWithProviders(<WithdrawalsTab search="" />, { lng: 'bn' });
    const dialog = await openReview('Amina Rahman-এর ১৫,০০০ টাকা তোলার অনুরোধ WDR-A1B2C3D4 পর্যালোচনা করুন', 'টাকা তোলার অনুরোধ পর্যালোচনা');
    expect(within(dialog).getByRole('note')).toHaveTextContent('টাকা পাঠানোর এই অ্যাকাউন্টটি প্রথম ব্যবহার হয়েছে ২৪ ঘণ্টার কম আগে');
    expect(within(dialog).getByText('বিকাশ')).toBeInTheDocument();
    expect(within(dialog).getByText('গ্রাহক আইডি (পেমেন্ট রেফারেন্স)').nextElementSibling).toHaveTextContent('HI-1001');
    expect(within(dialog).getByText('অনুরোধের সময়').nextElementSibling).toHaveTextContent(/^২ মার্চ, ২০২৬, [০-৯]{1,2}:[০-৯]{2} (পূর্বাহ্ণ|অপরাহ্ণ)$/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'প্রত্যাখ্যান' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'এগিয়ে যান' }));
    expect(within(dialog).getByText('প্রত্যাখ্যানের একটি কারণ বেছে নিন।')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'পেছনে' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'পরিশোধিত চিহ্নিত করুন' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'এগিয়ে যান' }));
    expect(within(dialog).getByRole('textbox', { name: 'পেমেন্ট রেফারেন্স (ব্যাংক রেফারেন্স বা TrxID)' })).toHaveAccessibleDescription(
      'পেমেন্ট রেফারেন্স (ব্যাংক রেফারেন্স বা TrxID) লিখুন।',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /পেমেন্ট রেফারেন্স/ }), 'TRX1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'এগিয়ে যান' }));
    expect(within(dialog).getByText('Amina Rahman-এর ১৫,০০০ টাকা রেফারেন্স TRX1 দিয়ে পরিশোধিত চিহ্নিত করবেন? এটি আর ফেরানো যাবে না।')).toBeInTheDocument();
    decideElsewhere(state, HELD._id, 'rejected');
    await userEvent.click(within(dialog).getByRole('button', { name: 'পরিশোধ নিশ্চিত করুন' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('অন্য একজন অ্যাডমিন এই অনুরোধের সিদ্ধান্ত আগেই নিয়েছেন। তালিকাটি হালনাগাদ করা হয়েছে।');
  });

  test('a successful payment toasts in Bengali', async () => {
    withdrawalsServer([BKASH]);
    await renderWithProviders(<WithdrawalsTab search="" />, { lng: 'bn' });
    const dialog = await openReview('Amina Rahman-এর ১৫,০০০ টাকা তোলার অনুরোধ WDR-A1B2C3D4 পর্যালোচনা করুন', 'টাকা তোলার অনুরোধ পর্যালোচনা');
    await userEvent.click(within(dialog).getByRole('button', { name: 'প্রত্যাখ্যান' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'অ্যাকাউন্ট বা নম্বরটি ভুল অথবা বন্ধ' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'এগিয়ে যান' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'প্রত্যাখ্যান নিশ্চিত করুন' }));
    expect(await screen.findByText('টাকা তোলার অনুরোধ প্রত্যাখ্যাত হয়েছে।')).toBeInTheDocument();
  });
});
