import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepositsTab } from '../../../../src/client/features/admin/deposits/components/deposits-tab';
import { setupApiServer } from '../../api-server';
import { axeViolations } from '../../axe';
import { renderWithProviders } from '../admin-test-utils';
import { depositFixture, SCREENSHOT_URL } from './deposit-fixtures';
import { depositsServer } from './deposits-server';

// Issue 17: the review shows how the deposit was paid and the proof large, warns about a reused
// screenshot, and offers the usual rejection reasons.

setupApiServer();
jest.setTimeout(20000);

const BKASH_DEPOSIT = depositFixture({
  paymentAccount: { _id: 'k1', kind: 'bkash', bankName: null, accountName: 'Halal Invest Ltd', accountNumber: '01712345678' },
  reference: 'AB12CD34EF',
  sender: '01811111111',
  sameScreenshotAs: [{ _id: 'd0', userId: 'u9', createdAt: '2026-02-20T10:00:00.000Z' }],
});
const BANK_DEPOSIT = depositFixture({
  _id: 'd2',
  userId: { _id: 'u2', fullname: 'Karim Hossain', email: 'karim@example.com', uniqueId: 'HI-1002', phone: '+8801812345002' },
  amount: 900,
  paymentAccount: { _id: 'b1', kind: 'bank', bankName: 'Islami Bank Bangladesh PLC', accountName: 'Halal Invest Ltd', accountNumber: '2050 1234' },
  createdAt: '2026-03-01T10:00:00.000Z',
});

async function openReview(name: string, amount: string, lng: 'en' | 'bn' = 'en') {
  const label = lng === 'en' ? `Review the deposit of ${amount} from ${name}` : `${name}-এর ${amount} জমা পর্যালোচনা করুন`;
  await userEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog');
}

/** The review's definition list as label → value. */
function details(dialog: HTMLElement): Record<string, string> {
  const terms = within(dialog).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('deposit review: how it was paid', () => {
  test('method, account paid into, reference and sender; the screenshot large, opening full size', async () => {
    depositsServer([BKASH_DEPOSIT, BANK_DEPOSIT]);
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview('Amina Rahman', '৳5,000');
    expect(details(dialog)).toMatchObject({
      Method: 'bKash',
      'Paid into': 'Halal Invest Ltd · 01712345678',
      'Reference (TrxID)': 'AB12CD34EF',
      'Sent from': '01811111111',
    });
    const full = within(dialog).getByRole('link', { name: 'Open the screenshot from Amina Rahman full size (new tab)' });
    expect(full).toHaveAttribute('href', SCREENSHOT_URL);
    expect(full).toHaveAttribute('target', '_blank');
    expect(within(full).getByRole('img', { name: 'Transfer screenshot from Amina Rahman' })).toHaveAttribute('src', SCREENSHOT_URL);
    expect(await axeViolations(dialog)).toEqual([]);
  });

  test('a reused screenshot is warned about with the other deposit date', async () => {
    depositsServer([BKASH_DEPOSIT]);
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview('Amina Rahman', '৳5,000');
    expect(within(dialog).getByText('The same screenshot was used for another deposit on 20 February 2026.')).toBeInTheDocument();
  });

  test('several earlier uses make one warning, each day named once', async () => {
    const used = (id: string, createdAt: string) => ({ _id: id, userId: 'u9', createdAt });
    depositsServer([
      { ...BKASH_DEPOSIT, sameScreenshotAs: [used('d0', '2026-02-20T10:00:00.000Z'), used('d3', '2026-02-20T12:00:00.000Z'), used('d4', '2026-02-25T09:00:00.000Z')] },
    ]);
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview('Amina Rahman', '৳5,000');
    const warnings = within(dialog).getAllByText(/^The same screenshot was used/);
    expect(warnings.map((warning) => warning.textContent)).toEqual(['The same screenshot was used for another deposit on 20 February 2026, 25 February 2026.']);
  });

  test('a bank deposit without reference or sender says "Not given", and no warning shows', async () => {
    depositsServer([BANK_DEPOSIT]);
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview('Karim Hossain', '৳900');
    expect(details(dialog)).toMatchObject({
      Method: 'Bank',
      'Paid into': 'Islami Bank Bangladesh PLC · Halal Invest Ltd · 2050 1234',
      'Reference (TrxID)': 'Not given',
      'Sent from': 'Not given',
    });
    expect(within(dialog).queryByText(/The same screenshot was used/)).not.toBeInTheDocument();
  });

  test('the spec body (no payment details) shows the method as not given', async () => {
    depositsServer([depositFixture()]);
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview('Amina Rahman', '৳5,000');
    expect(details(dialog)).toMatchObject({ Method: 'Not given', 'Reference (TrxID)': 'Not given' });
    expect(within(dialog).queryByText('Paid into')).not.toBeInTheDocument();
  });
});

describe('deposit review: rejection reasons', () => {
  test('a common reason fills the reason in English and in Bengali; either can still be edited, and both are sent', async () => {
    const state = depositsServer([BKASH_DEPOSIT]);
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview('Amina Rahman', '৳5,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reasons = within(dialog).getByRole('group', { name: 'Common reasons' });
    expect(
      within(reasons)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'No payment with this reference arrived.',
      'The amount received differs from the amount entered.',
      'The screenshot is unreadable.',
      'The same screenshot was used before.',
    ]);
    await userEvent.click(within(reasons).getByRole('button', { name: 'The same screenshot was used before.' }));
    const remarks = within(dialog).getByRole('textbox', { name: 'Reason (English)' });
    const remarksBn = within(dialog).getByRole('textbox', { name: 'Reason (Bengali)' });
    await waitFor(() => expect(remarks).toHaveValue('The same screenshot was used before.'));
    expect(remarksBn).toHaveValue('এই স্ক্রিনশট আগেও ব্যবহার করা হয়েছে।');
    expect(remarksBn).toHaveAttribute('lang', 'bn');
    await userEvent.click(remarks);
    await userEvent.paste(' See deposit DEP-D0.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    await waitFor(() => expect(state.reviews).toHaveLength(1));
    expect(state.reviews[0]!.body).toEqual({
      status: 'rejected',
      adminRemarks: 'The same screenshot was used before. See deposit DEP-D0.',
      adminRemarksBn: 'এই স্ক্রিনশট আগেও ব্যবহার করা হয়েছে।',
    });
  });

  test('emptying both reasons is refused; the Bengali one alone is sent', async () => {
    const state = depositsServer([BKASH_DEPOSIT]);
    await renderWithProviders(<DepositsTab search="" />);
    const dialog = await openReview('Amina Rahman', '৳5,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'The screenshot is unreadable.' }));
    const remarks = within(dialog).getByRole('textbox', { name: 'Reason (English)' });
    const remarksBn = within(dialog).getByRole('textbox', { name: 'Reason (Bengali)' });
    await waitFor(() => expect(remarksBn).toHaveValue('স্ক্রিনশটটি পড়া যাচ্ছে না।'));
    await userEvent.clear(remarks);
    await userEvent.clear(remarksBn);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(await within(dialog).findByText('Please give a reason for rejecting this deposit.')).toBeInTheDocument();
    expect(state.reviews).toHaveLength(0);
    await userEvent.type(remarksBn, 'ঝাপসা');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    await waitFor(() => expect(state.reviews).toHaveLength(1));
    expect(state.reviews[0]!.body).toEqual({ status: 'rejected', adminRemarksBn: 'ঝাপসা' });
  });

  test('in Bengali: the details, the warning with Bengali digits and the reasons', async () => {
    depositsServer([BKASH_DEPOSIT]);
    await renderWithProviders(<DepositsTab search="" />, { lng: 'bn' });
    const dialog = await openReview('Amina Rahman', '৫,০০০ টাকা', 'bn');
    expect(details(dialog)).toMatchObject({ মাধ্যম: 'বিকাশ', 'রেফারেন্স (TrxID)': 'AB12CD34EF' });
    expect(within(dialog).getByText(/^এই একই স্ক্রিনশট ২০ .+ ২০২৬ তারিখে আরেকটি টাকা জমায় ব্যবহার করা হয়েছে।$/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'প্রত্যাখ্যান' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'এই রেফারেন্সে কোনো টাকা আসেনি।' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'কারণ (বাংলায়)' })).toHaveValue('এই রেফারেন্সে কোনো টাকা আসেনি।'));
    expect(within(dialog).getByRole('textbox', { name: 'কারণ (ইংরেজিতে)' })).toHaveValue('No payment with this reference arrived.');
  });
});

describe('deposits list: the reference', () => {
  test('the table shows the TrxID under the amount', async () => {
    depositsServer([BKASH_DEPOSIT, BANK_DEPOSIT]);
    await renderWithProviders(<DepositsTab search="" />);
    const row = (await screen.findByText('Amina Rahman')).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('৳5,000Ref. AB12CD34EF');
    const other = screen.getByText('Karim Hossain').closest('tr') as HTMLElement;
    expect(within(other).getAllByRole('cell')[1]).toHaveTextContent(/^৳900$/);
  });
});
