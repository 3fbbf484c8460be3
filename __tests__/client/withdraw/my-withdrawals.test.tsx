import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../api-server';
import { axeViolations } from '../axe';
import { ME_URL, userFixture } from '../profile/profile-helpers';
import { BANK_ACCOUNT, renderProfile, withdrawalFixture, WITHDRAWALS_URL } from './withdraw-fixtures';

setupApiServer();
afterEach(() => localStorage.clear());

const section = (name = 'My withdrawals') => screen.findByRole('region', { name });
const items = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const LIST = [
  withdrawalFixture({ _id: 'w1', reference: 'WDR-00000001', amount: 5000, method: 'bkash', account: { number: '01712345678' }, createdAt: '2026-03-05T10:00:00.000Z' }),
  withdrawalFixture({
    _id: 'w2',
    reference: 'WDR-00000002',
    amount: 25000.5,
    method: 'bank',
    account: BANK_ACCOUNT,
    status: 'paid',
    paymentReference: 'DBBL-TRX-778899',
    decidedAt: '2026-02-03T10:00:00.000Z',
    createdAt: '2026-02-01T10:00:00.000Z',
  }),
  withdrawalFixture({
    _id: 'w3',
    reference: 'WDR-00000003',
    amount: 1000,
    method: 'nagad',
    account: { number: '01898765432' },
    status: 'rejected',
    adminRemarks: 'The Nagad number belongs to someone else.',
    decidedAt: '2026-01-11T10:00:00.000Z',
    createdAt: '2026-01-10T10:00:00.000Z',
  }),
  withdrawalFixture({
    _id: 'w4',
    reference: 'WDR-00000004',
    amount: 700,
    method: 'rocket',
    account: { number: '01911112222' },
    status: 'cancelled',
    decidedAt: '2025-12-02T10:00:00.000Z',
    createdAt: '2025-12-01T10:00:00.000Z',
  }),
];

describe('profile: my withdrawals', () => {
  test('lists reference, amount, method, last 4 digits, status and dates; the payment reference once paid, the reason when rejected', async () => {
    await renderProfile({ withdrawals: [LIST[2]!, LIST[0]!, LIST[3]!, LIST[1]!] });
    const list = await section();
    await within(list).findAllByRole('listitem');
    expect(items(list)).toEqual([
      '৳5,000Reference WDR-00000001bKash: ••••\u00a05678Requested on 5 March 2026PendingCancel',
      '৳25,000.50Reference WDR-00000002Bank account: Dutch-Bangla Bank ••••\u00a02345Requested on 1 February 2026Paid on 3 February 2026Payment reference: DBBL-TRX-778899Paid',
      '৳1,000Reference WDR-00000003Nagad: ••••\u00a05432Requested on 10 January 2026Rejected on 11 January 2026Reason: The Nagad number belongs to someone else.Rejected',
      '৳700Reference WDR-00000004Rocket: ••••\u00a02222Requested on 1 December 2025Cancelled on 2 December 2025Cancelled',
    ]);
    // The full numbers are never on the page.
    expect(list).not.toHaveTextContent('01712345678');
    expect(list).not.toHaveTextContent('1051100012345');
    expect(within(list).getAllByRole('button', { name: /^Cancel withdrawal/ })).toHaveLength(1);
    expect(await axeViolations(list)).toEqual([]);
  });

  test.each([
    ['bn' as const, 'the Bengali reason in Bengali', 'নগদ নম্বরটি অন্য কারও।', 'কারণ: নগদ নম্বরটি অন্য কারও।'],
    ['bn' as const, 'the English reason when no Bengali one was written', null, 'কারণ: The Nagad number belongs to someone else.'],
    ['en' as const, 'the English reason in English', 'নগদ নম্বরটি অন্য কারও।', 'Reason: The Nagad number belongs to someone else.'],
  ])('in %s: a rejected withdrawal shows %s (issue 18)', async (lng, _name, adminRemarksBn, shown) => {
    await renderProfile({ withdrawals: [{ ...LIST[2]!, adminRemarksBn }], lng });
    const list = await section(lng === 'bn' ? 'আমার টাকা তোলা' : undefined);
    expect(await within(list).findByText(shown)).toBeInTheDocument();
  });

  test('none yet: says so', async () => {
    await renderProfile();
    expect(await within(await section()).findByText('You have not asked for a withdrawal yet.')).toBeInTheDocument();
  });

  test('loading shows a labelled progress indicator', async () => {
    let release: () => void = () => undefined;
    await renderProfile({ list: () => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json({ withdrawals: [], nextCursor: null })))) });
    expect(await within(await section()).findByRole('progressbar', { name: 'Loading your withdrawals...' })).toBeInTheDocument();
    release();
    expect(await within(await section()).findByText('You have not asked for a withdrawal yet.')).toBeInTheDocument();
  });

  test('a load failure says so, and Try Again loads them', async () => {
    let fail = true;
    await renderProfile({ list: () => (fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json({ withdrawals: [LIST[0]], nextCursor: null })) });
    const list = await section();
    expect(await within(list).findByText('Your withdrawals could not be loaded.', {}, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(list).getByRole('button', { name: 'Try Again' }));
    expect(await within(list).findByText('Pending')).toBeInTheDocument();
  });

  test('pages through every withdrawal 10 at a time with Load more', async () => {
    const all = Array.from({ length: 23 }, (_, i) =>
      withdrawalFixture({
        _id: `w${i}`,
        reference: `WDR-${String(i + 1).padStart(8, '0')}`,
        amount: (i + 1) * 100,
        createdAt: new Date(Date.UTC(2026, 2, 1) - i * 3_600_000).toISOString(),
      }),
    );
    const asked: URLSearchParams[] = [];
    await renderProfile({
      list: (request) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const start = params.get('cursor') ? Number(params.get('cursor')) : 0;
        const end = start + Number(params.get('limit'));
        return HttpResponse.json({ withdrawals: all.slice(start, end), nextCursor: end < all.length ? String(end) : null });
      },
    });
    const list = await section();
    await within(list).findAllByRole('listitem');
    expect(items(list)).toHaveLength(10);
    expect(Object.fromEntries(asked[0]!)).toEqual({ limit: '10' });
    await userEvent.click(within(list).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items(list)).toHaveLength(20));
    expect(asked.at(-1)!.get('cursor')).toBe('10');
    await userEvent.click(within(list).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items(list)).toHaveLength(23));
    expect(items(list)[22]).toContain('Reference WDR-00000023');
    expect(within(list).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('Cancel asks first; Keep it changes nothing; confirming cancels, says so, and reloads the list and the wallet', async () => {
    let status: 'pending' | 'cancelled' = 'pending';
    const cancelled: string[] = [];
    await renderProfile({
      list: () => HttpResponse.json({ withdrawals: [{ ...LIST[0]!, status, decidedAt: status === 'cancelled' ? '2026-03-06T10:00:00.000Z' : null }], nextCursor: null }),
    });
    server.use(
      http.post(`${WITHDRAWALS_URL}/:id/cancel`, ({ params }) => {
        cancelled.push(String(params.id));
        status = 'cancelled';
        return HttpResponse.json({ withdrawal: { ...LIST[0]!, status: 'cancelled' }, wallet: { availableBalance: 105000 } });
      }),
      http.get(ME_URL, () => HttpResponse.json({ user: userFixture({ availableBalance: status === 'cancelled' ? 105000 : 100000 }) })),
    );
    const list = await section();
    await userEvent.click(await within(list).findByRole('button', { name: 'Cancel withdrawal WDR-00000001' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel withdrawal WDR-00000001?' });
    expect(dialog).toHaveTextContent('৳5,000 goes back to your available balance at once, and nothing is paid out.');
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelled).toEqual([]);

    await userEvent.click(within(list).getByRole('button', { name: 'Cancel withdrawal WDR-00000001' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    expect(await screen.findByText('Withdrawal WDR-00000001 is cancelled: ৳5,000 is back in your available balance.')).toBeInTheDocument();
    expect(cancelled).toEqual(['w1']);
    expect(await within(list).findByText('Cancelled')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Cancel withdrawal/ })).not.toBeInTheDocument();
    // The wallet was read again: the card shows the money back.
    expect(await screen.findByText(/Available to withdraw: ৳1,05,000\./)).toBeInTheDocument();
  });

  test('a withdrawal decided meanwhile (409) says so clearly, and the list shows the decision', async () => {
    let status: 'pending' | 'paid' = 'pending';
    await renderProfile({
      list: () =>
        HttpResponse.json({
          withdrawals: [{ ...LIST[0]!, status, paymentReference: status === 'paid' ? 'TRX9A8B7C' : null, decidedAt: status === 'paid' ? '2026-03-06T10:00:00.000Z' : null }],
          nextCursor: null,
        }),
    });
    server.use(
      http.post(`${WITHDRAWALS_URL}/:id/cancel`, () => {
        status = 'paid';
        return HttpResponse.json({ message: 'This withdrawal is already paid: only a pending withdrawal can be changed.', code: 'WITHDRAWAL_NOT_PENDING' }, { status: 409 });
      }),
    );
    const list = await section();
    await userEvent.click(await within(list).findByRole('button', { name: 'Cancel withdrawal WDR-00000001' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This withdrawal was already decided, so it can no longer be cancelled. The list now shows its status.');
    expect(await within(list).findByText('Payment reference: TRX9A8B7C')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('another failure to cancel shows the server message and keeps the dialog', async () => {
    await renderProfile({ withdrawals: [LIST[0]!] });
    server.use(http.post(`${WITHDRAWALS_URL}/:id/cancel`, () => HttpResponse.json({ message: 'Too many requests. Please slow down.', code: 'RATE_LIMITED' }, { status: 429 })));
    const list = await section();
    await userEvent.click(await within(list).findByRole('button', { name: 'Cancel withdrawal WDR-00000001' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests. Please slow down.');
  });

  test('in Bengali: Bengali digits, method names and status; the 409 in Bengali', async () => {
    await renderProfile({ withdrawals: [LIST[0]!, LIST[1]!], lng: 'bn' });
    server.use(
      http.post(`${WITHDRAWALS_URL}/:id/cancel`, () => HttpResponse.json({ message: 'This withdrawal is already paid.', code: 'WITHDRAWAL_NOT_PENDING' }, { status: 409 })),
    );
    const list = await screen.findByRole('region', { name: 'আমার টাকা তোলা' });
    await within(list).findAllByRole('listitem');
    expect(items(list)[0]).toMatch(/^৫,০০০ টাকারেফারেন্স WDR-00000001বিকাশ: ••••\u00a05678অনুরোধ: ৫ মার্চ, ২০২৬পাঠানোর অপেক্ষায়বাতিল করুন$/);
    expect(items(list)[1]).toContain('২৫,০০০.৫০ টাকা');
    expect(items(list)[1]).toContain('ব্যাংক অ্যাকাউন্ট: Dutch-Bangla Bank ••••\u00a02345');
    expect(items(list)[1]).toContain('পেমেন্ট রেফারেন্স: DBBL-TRX-778899');
    await userEvent.click(within(list).getByRole('button', { name: 'টাকা তোলার অনুরোধ WDR-00000001 বাতিল করুন' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('৫,০০০ টাকা সঙ্গে সঙ্গে আপনার ব্যবহারযোগ্য ব্যালেন্সে ফিরে যাবে');
    await userEvent.click(within(dialog).getByRole('button', { name: 'অনুরোধ বাতিল করুন' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('এই অনুরোধের সিদ্ধান্ত আগেই হয়ে গেছে, তাই এটি আর বাতিল করা যাবে না।');
  });
});
