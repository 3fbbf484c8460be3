import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PaymentAccountChangeDto, PaymentAccountChangesResponse } from '../../../../src/shared/payment-account-types';
import { axeViolations } from '../../axe';
import { projectList, server, setupApiServer } from '../../api-server';
import { setScreen } from '../../home/home-test-helpers';
import { renderRoute } from '../../test-utils';
import { cleanUpAdmin, manyUsers, PAYMENT_CHANGES_URL, signInAs, usersServer } from './admin-helpers';

setupApiServer();
beforeEach(() => {
  usersServer(manyUsers(1));
  server.use(projectList([]));
});
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

const karim = { _id: 'a2', email: 'karim@example.com', fullname: 'Karim Admin' };
const bkash = { _id: 'p1', kind: 'bkash' as const, bankName: null, accountNumber: '01898765432' };

const rewritten: PaymentAccountChangeDto = {
  _id: 'e2',
  change: 'changed',
  account: bkash,
  actor: karim,
  before: { instruction: 'Send with Make Payment.', accountNumber: '01712345678' },
  after: { instruction: 'Send to 01898765432 instead.', accountNumber: '01898765432' },
  createdAt: '2026-03-02T08:15:00.000Z',
};
const added: PaymentAccountChangeDto = {
  _id: 'e1',
  change: 'created',
  account: { _id: 'p2', kind: 'bank', bankName: 'Islami Bank', accountNumber: '2050 1234' },
  actor: karim,
  before: null,
  after: {
    kind: 'bank',
    bankName: 'Islami Bank',
    branch: null,
    routingNumber: null,
    accountName: 'Halal Invest Ltd',
    accountNumber: '2050 1234',
    instruction: 'Write your id.',
    instructionBn: null,
    active: true,
  },
  createdAt: '2026-03-01T04:00:00.000Z',
};

/** The dashboard as an admin, GET /api/audit/payment-account-changes answering `answer` (after signInAs's empty default). */
async function renderWithChanges(answer: () => Response, lng: 'en' | 'bn' = 'en') {
  signInAs('admin');
  server.use(http.get(PAYMENT_CHANGES_URL, answer));
  setScreen(true);
  await renderRoute('/admin/dashboard', { lng });
  await screen.findByRole('heading', { level: 1, name: lng === 'en' ? 'Admin Dashboard' : 'অ্যাডমিন ড্যাশবোর্ড' }, { timeout: 5000 });
}
const week = (list: PaymentAccountChangeDto[], more = false): PaymentAccountChangesResponse => ({ days: 7, changes: list, more });
const notice = (name: string) => screen.findByRole('region', { name });

describe('payment account changes on the admin dashboard', () => {
  test('lists each change of the week: which account, added or changed, when, by whom and old → new; links to Activity', async () => {
    await renderWithChanges(() => HttpResponse.json(week([rewritten, added], true)));
    const region = await notice('Payment account changes in the last 7 days');
    const [first, second] = within(region).getAllByRole('listitem');
    expect(within(first!).getByText('Changed: bKash 01898765432')).toBeInTheDocument();
    expect(within(first!).getByText(/by karim@example\.com$/)).toBeInTheDocument();
    expect(within(first!).getByText('Account number: 01712345678 → 01898765432')).toBeInTheDocument();
    expect(within(first!).getByText('Instruction (English): Send with Make Payment. → Send to 01898765432 instead.')).toBeInTheDocument();
    expect(within(second!).getByText('Added: Islami Bank 2050 1234')).toBeInTheDocument();
    expect(within(second!).getByText('Kind: Bank')).toBeInTheDocument();
    expect(within(second!).getByText('Active: yes')).toBeInTheDocument();
    expect(within(second!).queryByText(/Branch/)).not.toBeInTheDocument();
    expect(within(region).getByText('More changes were made in these days than are listed here.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See every change in Activity' })).toHaveAttribute('href', '/admin/dashboard?tab=activity');
    expect(await axeViolations(region)).toEqual([]);
  });

  test('in Bengali: Bengali labels and digits in the title and time, account numbers in Latin digits', async () => {
    await renderWithChanges(() => HttpResponse.json(week([rewritten])), 'bn');
    const region = await notice('গত ৭ দিনে টাকা জমার অ্যাকাউন্টে পরিবর্তন');
    expect(within(region).getByText('বদলানো হয়েছে: বিকাশ 01898765432')).toBeInTheDocument();
    expect(within(region).getByText('অ্যাকাউন্ট নম্বর: 01712345678 → 01898765432')).toBeInTheDocument();
    expect(within(region).getByText('নির্দেশনা (ইংরেজি): Send with Make Payment. → Send to 01898765432 instead.')).toBeInTheDocument();
    const byLine = within(region).getByText(/করেছেন karim@example\.com$/);
    expect(byLine.textContent).toMatch(/[০-৯]/);
    expect(within(region).getByRole('link', { name: 'কার্যকলাপ ট্যাবে সব পরিবর্তন দেখুন' })).toBeInTheDocument();
  });

  test('no change in the week: no notice', async () => {
    await renderWithChanges(() => HttpResponse.json(week([])));
    await screen.findByText(/Books balance/);
    expect(screen.queryByRole('region', { name: /Payment account changes/ })).not.toBeInTheDocument();
  });

  test('a failed check says so instead of hiding; Check again asks again', async () => {
    let fail = true;
    await renderWithChanges(() =>
      fail ? HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 }) : HttpResponse.json(week([rewritten])),
    );
    const text = await screen.findByText('Payment account changes could not be checked: Only administrators can do this.');
    fail = false;
    await userEvent.click(within(text.parentElement!).getByRole('button', { name: 'Check again' }));
    expect(await notice('Payment account changes in the last 7 days')).toBeInTheDocument();
  });
});
