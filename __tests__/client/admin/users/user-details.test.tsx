import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { AuditEventDto, DepositDto } from '../../../../src/shared/api-types';
import type { HoldingDto } from '../../../../src/shared/money-types';
import type { WithdrawalDto } from '../../../../src/shared/withdrawal-types';
import { server, setupApiServer } from '../../api-server';
import { axeViolations } from '../../axe';
import { cleanUpAdmin, renderAdmin, userFixture, usersServer } from '../shell/admin-helpers';

// Issue 18: a user's row opens their details; the signed-in admin's own row has no Deactivate.

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

const DEPOSITS_URL = 'http://localhost/api/deposit';
const AUDIT_URL = 'http://localhost/api/audit';
const WITHDRAWALS_URL = 'http://localhost/api/withdrawals';
const holdingsUrl = (id: string) => `http://localhost/api/auth/users/${id}/holdings`;

const RAHIM = userFixture();
const ME = userFixture({ _id: 'me', fullname: 'Admin Person', email: 'admin@example.com', role: 'admin' });

const deposit = (overrides: Partial<DepositDto> = {}): DepositDto =>
  ({
    _id: 'd1',
    userId: { _id: RAHIM._id, fullname: RAHIM.fullname, email: RAHIM.email, uniqueId: null, phone: null },
    amount: 150000,
    status: 'approved',
    screenshotUrl: 'http://localhost/x.png',
    adminRemarks: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    method: 'bank',
    reference: null,
    sender: null,
    ...overrides,
  }) as DepositDto;
const holding: HoldingDto = {
  projectId: 'p1',
  title: 'Gulshan Heights',
  principal: 100000,
  profit: 2500,
  loss: 0,
  sharePercent: 5,
  since: '2026-03-02T00:00:00.000Z',
  status: 'active',
  invested: 100000,
  returned: 0,
  realisedReturnPercent: 2.5,
  completedAt: null,
};
const event: AuditEventDto = {
  _id: 'e1',
  actor: { _id: RAHIM._id, email: RAHIM.email, fullname: RAHIM.fullname },
  action: 'sign_in',
  targetType: 'deposit',
  targetId: 'd1',
  before: null,
  after: null,
  ip: null,
  userAgent: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** The three detail calls, answering with `answers` (after `wait` ms); records each call's query. */
function detailsServer(
  answers: { deposits?: DepositDto[]; holdings?: HoldingDto[]; events?: AuditEventDto[]; withdrawals?: Partial<WithdrawalDto>[]; holdingsStatus?: number },
  wait = 0,
  userId = RAHIM._id,
) {
  const seen: string[] = [];
  server.use(
    http.get(WITHDRAWALS_URL, async ({ request }) => {
      seen.push(request.url);
      await delay(wait);
      return HttpResponse.json({ withdrawals: answers.withdrawals ?? [], nextCursor: null });
    }),
    http.get(DEPOSITS_URL, async ({ request }) => {
      seen.push(request.url);
      await delay(wait);
      return HttpResponse.json({ deposits: answers.deposits ?? [], nextCursor: null });
    }),
    http.get(holdingsUrl(userId), async ({ request }) => {
      seen.push(request.url);
      await delay(wait);
      if (answers.holdingsStatus) return HttpResponse.json({ message: 'Database is busy.' }, { status: answers.holdingsStatus });
      return HttpResponse.json({ holdings: answers.holdings ?? [] });
    }),
    http.get(AUDIT_URL, async ({ request }) => {
      seen.push(request.url);
      await delay(wait);
      return HttpResponse.json({ events: answers.events ?? [], nextCursor: null });
    }),
  );
  return seen;
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('[role="row"]') as HTMLElement;

test("the signed-in admin's own row offers no Deactivate; other rows do", async () => {
  usersServer([ME, RAHIM]);
  await renderAdmin();
  await screen.findByRole('cell', { name: 'Rahim Uddin' });
  expect(within(rowOf('Admin Person')).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
  expect(within(rowOf('Admin Person')).getByText('Your account')).toBeInTheDocument();
  expect(within(rowOf('Rahim Uddin')).getByRole('button', { name: 'Deactivate Rahim Uddin' })).toBeInTheDocument();
});

test("clicking a row opens that user's details: loading, then deposits, holdings and activity", async () => {
  usersServer([RAHIM]);
  const seen = detailsServer({ deposits: [deposit()], holdings: [holding], events: [event] }, 150);
  await renderAdmin();
  await userEvent.click(await screen.findByRole('cell', { name: 'Rahim Uddin' }));

  const dialog = await screen.findByRole('dialog', { name: 'Rahim Uddin: details' });
  expect(within(dialog).getByText('Loading deposits…')).toBeInTheDocument();
  expect(within(dialog).getByText('Loading holdings…')).toBeInTheDocument();
  expect(await within(dialog).findByText('৳1,50,000')).toBeInTheDocument();
  expect(within(dialog).getByText('Approved')).toBeInTheDocument();
  expect(await within(dialog).findByText('Gulshan Heights')).toBeInTheDocument();
  expect(within(dialog).getByText('Capital ৳1,00,000 · profit ৳2,500 · loss ৳0')).toBeInTheDocument();
  expect(await within(dialog).findByText('Signed in')).toBeInTheDocument();
  // One user's records only.
  expect(seen.some((url) => url.startsWith(DEPOSITS_URL) && new URL(url).searchParams.get('userId') === RAHIM._id)).toBe(true);
  expect(seen.some((url) => url.startsWith(AUDIT_URL) && new URL(url).searchParams.get('actor') === RAHIM._id)).toBe(true);
  expect(await axeViolations(dialog)).toEqual([]);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close details' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('Enter on a focused row opens the details; empty parts say so; a failed part offers Retry', async () => {
  usersServer([RAHIM]);
  detailsServer({ holdingsStatus: 503 });
  await renderAdmin();
  const row = (await screen.findByRole('cell', { name: 'Rahim Uddin' })).closest('[role="row"]') as HTMLElement;
  row.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Rahim Uddin: details' });
  expect(await within(dialog).findByText('No deposits yet.')).toBeInTheDocument();
  expect(await within(dialog).findByText('No activity yet.')).toBeInTheDocument();
  expect(await within(dialog).findByText(/^Error: /)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('on a phone each user is a card with Details and Deactivate; Details opens the dialog', async () => {
  usersServer([ME, RAHIM]);
  detailsServer({});
  await renderAdmin('/admin/dashboard', { wide: false });
  const card = (await screen.findByRole('heading', { level: 3, name: 'Rahim Uddin' })).closest('[role="listitem"]') as HTMLElement;
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Deactivate Rahim Uddin' })).toBeInTheDocument();
  const own = screen.getByRole('heading', { level: 3, name: 'Admin Person' }).closest('[role="listitem"]') as HTMLElement;
  expect(within(own).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Details of Rahim Uddin' }));
  expect(await screen.findByRole('dialog', { name: 'Rahim Uddin: details' })).toBeInTheDocument();
});

test('the details show the customer ID, the NID masked to its last 4 digits, completed holdings and withdrawals', async () => {
  const karim = userFixture({ _id: 'u-karim', fullname: 'Karim Ahmed', email: 'karim@example.com', uniqueId: 'HI-004217', nid: '19901234567890123' });
  usersServer([karim]);
  const completed: HoldingDto = { ...holding, principal: 0, status: 'completed', invested: 100000, returned: 100000, profit: 2500, completedAt: '2026-04-10T10:00:00.000Z' };
  const seen = detailsServer(
    {
      holdings: [completed],
      withdrawals: [
        { _id: 'w1', reference: 'WDR-1A2B3C4D', amount: 10000, status: 'paid', createdAt: '2026-04-11T10:00:00.000Z' },
        { _id: 'w2', reference: 'WDR-5E6F7A8B', amount: 500, status: 'rejected', createdAt: '2026-04-12T10:00:00.000Z' },
      ],
    },
    0,
    karim._id,
  );
  await renderAdmin();
  await userEvent.click(await screen.findByRole('cell', { name: 'Karim Ahmed' }));
  const dialog = await screen.findByRole('dialog', { name: 'Karim Ahmed: details' });
  expect(within(dialog).getByText('HI-004217')).toBeInTheDocument();
  expect(within(dialog).getByText('ending …0123')).toBeInTheDocument();
  expect(dialog).not.toHaveTextContent('19901234567890123');
  expect(await within(dialog).findByText('Completed on 10 April 2026')).toBeInTheDocument();
  expect(within(dialog).getByText('Invested ৳1,00,000 · returned ৳1,00,000 · profit ৳2,500 · loss ৳0')).toBeInTheDocument();
  expect(await within(dialog).findByText(/WDR-1A2B3C4D/)).toBeInTheDocument();
  expect(within(dialog).getByText('Paid')).toBeInTheDocument();
  expect(within(dialog).getByText('Rejected')).toBeInTheDocument();
  expect(seen.some((url) => url.startsWith(WITHDRAWALS_URL) && new URL(url).searchParams.get('userId') === karim._id)).toBe(true);
});
