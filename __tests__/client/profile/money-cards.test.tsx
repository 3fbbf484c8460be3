import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from '../../../src/client/api/api-slice';
import type { HoldingDto, TransactionDto } from '../../../src/shared/money-types';
import { axeViolations } from '../axe';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { detail, findSection, HOLDINGS_URL, meHandler, moneyHandlers, portfolioFixture, portfolioHandler, signIn, TRANSACTIONS_URL, userFixture } from './profile-helpers';

setupApiServer();
afterEach(() => localStorage.clear());

const holding = (overrides: Partial<HoldingDto> = {}): HoldingDto => ({
  projectId: 'p1',
  title: 'Bashundhara Green Residency',
  principal: 50000,
  profit: 1250.5,
  loss: 0,
  sharePercent: 12.5,
  since: '2026-03-05T10:00:00.000Z',
  status: 'active',
  invested: 50000,
  returned: 0,
  realisedReturnPercent: 2.5,
  completedAt: null,
  ...overrides,
});

const transaction = (overrides: Partial<TransactionDto> = {}): TransactionDto => {
  const base = {
    _id: 't1',
    kind: 'deposit' as const,
    direction: 'in' as const,
    amount: 100000,
    projectId: null,
    projectTitle: null,
    depositId: 'd1',
    createdAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
  return { walletChange: base.direction === 'in' ? base.amount : -base.amount, ...base };
};

/** One of each line, newest first, as the server sends them: a withdrawal is one line whatever its status; a loss is no line. */
const everyKind: TransactionDto[] = [
  transaction({ _id: 't8', kind: 'withdrawal_requested', direction: 'out', amount: 2000, walletChange: 0, status: 'rejected', createdAt: '2026-03-12T10:00:00.000Z' }),
  transaction({ _id: 't7', kind: 'withdrawal_requested', direction: 'out', amount: 3000, status: 'paid', createdAt: '2026-03-11T10:00:00.000Z' }),
  transaction({ _id: 't6', kind: 'withdrawal_requested', direction: 'out', amount: 5000, status: 'requested', createdAt: '2026-03-10T10:00:00.000Z' }),
  transaction({ _id: 't5', kind: 'capital_returned', direction: 'in', amount: 10000, projectId: 'p2', projectTitle: 'Uttara Plaza', createdAt: '2026-03-09T10:00:00.000Z' }),
  transaction({ _id: 't3', kind: 'profit', direction: 'in', amount: 1250.5, projectId: 'p1', projectTitle: 'Green Residency', createdAt: '2026-03-07T10:00:00.000Z' }),
  transaction({ _id: 't2', kind: 'investment', direction: 'out', amount: 50000, projectId: 'p1', projectTitle: 'Green Residency', createdAt: '2026-03-06T10:00:00.000Z' }),
  transaction({ _id: 't1' }),
];

function rows(section: HTMLElement): string[] {
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('profile money cards (issue 15)', () => {
  test('the portfolio: the available balance in BDT, once, with Deposit and Invest links', async () => {
    signIn();
    meHandler(userFixture({ availableBalance: 50000 }));
    server.use(portfolioHandler(portfolioFixture({ totalValue: 50000, cash: 50000 })));
    await renderRoute('/profile');
    const portfolio = await findSection('My portfolio');
    await within(portfolio).findByText('Total value');
    expect(detail('Available balance', portfolio)).toBe('৳50,000');
    expect(within(portfolio).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');
    expect(within(portfolio).getByRole('link', { name: 'Invest' })).toHaveAttribute('href', '/investment/all');
    // The balance is not repeated by a wallet card below it.
    expect(screen.queryByRole('region', { name: 'My wallet' })).not.toBeInTheDocument();
  });

  test('the portfolio in Bengali: Bengali digits, lakh grouping', async () => {
    signIn();
    meHandler(userFixture({ availableBalance: 150000, totalInvestment: 50000 }));
    server.use(portfolioHandler(portfolioFixture({ totalValue: 200000, cash: 150000, invested: 50000 })));
    await renderRoute('/profile', { lng: 'bn' });
    const portfolio = await findSection('আমার বিনিয়োগ');
    await within(portfolio).findByText('আপনার মোট টাকা');
    expect(detail('ব্যবহারযোগ্য ব্যালেন্স', portfolio)).toBe('১,৫০,০০০ টাকা');
    expect(within(portfolio).getByRole('link', { name: 'টাকা জমা' })).toHaveAttribute('href', '/deposit');
    expect(within(portfolio).getByRole('link', { name: 'বিনিয়োগ করুন' })).toHaveAttribute('href', '/investment/all');
    expect(detail('মোট বিনিয়োগ', portfolio)).toBe('৫০,০০০ টাকা');
  });

  test('holdings: each links to its project with capital, profit, loss, share and since', async () => {
    signIn();
    meHandler();
    server.use(
      ...moneyHandlers([
        holding(),
        holding({ projectId: 'p2', title: 'Uttara Plaza', principal: 200000, profit: 0, loss: 300, sharePercent: 4, since: '2026-02-01T00:00:00.000Z' }),
      ]),
    );
    await renderRoute('/profile');
    const card = await findSection('My holdings');
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Bashundhara Green Residency' })).toHaveAttribute('href', '/investments/details/p1');
    expect(detail('Capital', items[0]!)).toBe('৳50,000');
    expect(detail('Profit', items[0]!)).toBe('৳1,250.50');
    expect(detail('Loss', items[0]!)).toBe('৳0');
    expect(detail('Share of project', items[0]!)).toBe('12.5%');
    expect(detail('Since', items[0]!)).toBe('5 March 2026');
    expect(within(items[1]!).getByRole('link', { name: 'Uttara Plaza' })).toHaveAttribute('href', '/investments/details/p2');
    expect(detail('Capital', items[1]!)).toBe('৳2,00,000');
    expect(detail('Loss', items[1]!)).toBe('৳300');
  });

  test('holdings: Active and Completed sections; a completed one shows invested, earned, lost, returned, its realised return and its certificate', async () => {
    signIn();
    meHandler();
    const finished = holding({
      projectId: 'p2',
      title: 'Uttara Plaza',
      principal: 0,
      profit: 6000,
      loss: 1000,
      sharePercent: 0,
      status: 'completed',
      invested: 100000,
      returned: 99000,
      realisedReturnPercent: 5,
      completedAt: '2026-04-10T10:00:00.000Z',
    });
    server.use(...moneyHandlers([holding(), finished]));
    await renderRoute('/profile');
    const active = await findSection('Active');
    const completed = await findSection('Completed');
    expect(within(active).getAllByRole('listitem')).toHaveLength(1);
    expect(within(active).getByRole('link', { name: 'Bashundhara Green Residency' })).toBeInTheDocument();
    const [item] = within(completed).getAllByRole('listitem');
    expect(within(item!).getByRole('link', { name: 'Uttara Plaza' })).toHaveAttribute('href', '/investments/details/p2');
    expect(within(item!).getByText('Completed on 10 April 2026')).toBeInTheDocument();
    expect(detail('Invested', item!)).toBe('৳1,00,000');
    expect(detail('Earned', item!)).toBe('৳6,000');
    expect(detail('Lost', item!)).toBe('৳1,000');
    expect(detail('Returned', item!)).toBe('৳99,000');
    expect(detail('Realised return', item!)).toBe('5%');
    expect(within(item!).getByRole('button', { name: /Uttara Plaza/ })).toBeInTheDocument();
  });

  test('only completed holdings: says there is no active one, and keeps the completed one', async () => {
    signIn();
    meHandler();
    server.use(...moneyHandlers([holding({ principal: 0, status: 'completed', returned: 51250.5, completedAt: '2026-04-10T10:00:00.000Z' })]));
    await renderRoute('/profile', { lng: 'bn' });
    const card = await findSection('আমার বিনিয়োগগুলো');
    expect(await within(card).findByText('এখন কোনো চলমান বিনিয়োগ নেই।')).toBeInTheDocument();
    const completed = await findSection('সম্পন্ন');
    expect(detail('মূলধন ফেরত', completed)).toBe('৫১,২৫০.৫০ টাকা');
    expect(within(completed).getByText('১০ এপ্রিল, ২০২৬ তারিখে সম্পন্ন')).toBeInTheDocument();
  });

  test('holdings in Bengali', async () => {
    signIn();
    meHandler();
    server.use(...moneyHandlers([holding()]));
    await renderRoute('/profile', { lng: 'bn' });
    const card = await findSection('আমার বিনিয়োগগুলো');
    const [item] = await within(card).findAllByRole('listitem');
    expect(detail('মূলধন', item!)).toBe('৫০,০০০ টাকা');
    expect(detail('মুনাফা', item!)).toBe('১,২৫০.৫০ টাকা');
    expect(detail('প্রকল্পে অংশ', item!)).toBe('১২.৫%');
  });

  test('no holdings: says so and links to the projects; no transactions: says so', async () => {
    signIn();
    meHandler();
    await renderRoute('/profile');
    const card = await findSection('My holdings');
    expect(await within(card).findByText('You do not hold any project yet.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See the projects' })).toHaveAttribute('href', '/investment/all');
    const transactions = await findSection('My transactions');
    expect(await within(transactions).findByText('No transactions yet. They appear here once a deposit is approved.')).toBeInTheDocument();
  });

  test('holdings and transactions that fail to load say so, and Try Again asks again', async () => {
    signIn();
    meHandler();
    let holdingCalls = 0;
    let fail = true;
    server.use(
      http.get(HOLDINGS_URL, () => {
        holdingCalls += 1;
        return fail ? HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }) : HttpResponse.json({ holdings: [holding()] });
      }),
      http.get(TRANSACTIONS_URL, () => HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 })),
    );
    await renderRoute('/profile');
    const card = await findSection('My holdings');
    expect(await within(card).findByText('Your holdings could not be loaded.')).toBeInTheDocument();
    expect(await within(await findSection('My transactions')).findByText('Your transactions could not be loaded.')).toBeInTheDocument();
    fail = false;
    const before = holdingCalls;
    await userEvent.click(within(card).getByRole('button', { name: 'Try Again' }));
    expect(await within(card).findByRole('link', { name: 'Bashundhara Green Residency' })).toBeInTheDocument();
    expect(holdingCalls).toBeGreaterThan(before);
  });

  test('transactions: one line per wallet movement in plain English, signed by what it did to the wallet, newest first', async () => {
    signIn();
    meHandler();
    server.use(...moneyHandlers([], everyKind));
    await renderRoute('/profile');
    const card = await findSection('My transactions');
    await within(card).findAllByRole('listitem');
    expect(rows(card)).toEqual([
      'Withdrawal rejected, the money is back in your wallet12 March 2026৳2,000৳2,000 back in your wallet',
      'Withdrawal paid11 March 2026−৳3,000',
      'Withdrawal requested, on hold until paid10 March 2026−৳5,000',
      'Capital returned from Uttara Plaza9 March 2026+৳10,000',
      'Profit from Green Residency7 March 2026+৳1,250.50',
      'Invested in Green Residency6 March 2026−৳50,000',
      'Deposit approved4 March 2026+৳1,00,000',
    ]);
  });

  test('transactions in Bengali: every kind in Bengali words and digits', async () => {
    signIn();
    meHandler();
    server.use(...moneyHandlers([], everyKind));
    await renderRoute('/profile', { lng: 'bn' });
    const card = await findSection('আমার লেনদেন');
    await within(card).findAllByRole('listitem');
    const texts = rows(card);
    expect(texts.map((text) => text.replace(/[০-৯]+ \S+ [০-৯]{4}/, 'DATE'))).toEqual([
      'টাকা তোলার অনুরোধ নাকচ, টাকা ওয়ালেটে ফেরত এসেছেDATE২,০০০ টাকা২,০০০ টাকা ওয়ালেটে ফেরত',
      'টাকা তোলা সম্পন্নDATE−৩,০০০ টাকা',
      'টাকা তোলার অনুরোধ, পরিশোধ না হওয়া পর্যন্ত টাকা আটকে রাখা আছেDATE−৫,০০০ টাকা',
      'Uttara Plaza থেকে মূলধন ফেরতDATE+১০,০০০ টাকা',
      'Green Residency থেকে মুনাফাDATE+১,২৫০.৫০ টাকা',
      'Green Residency-এ বিনিয়োগDATE−৫০,০০০ টাকা',
      'টাকা জমা অনুমোদিতDATE+১,০০,০০০ টাকা',
    ]);
    expect(card).not.toHaveTextContent(/[0-9]/);
  });

  test('transactions page by keyset cursor: Load more asks for the next page and appends it', async () => {
    signIn();
    meHandler();
    const asked: (string | null)[] = [];
    const first = Array.from({ length: 20 }, (_, i) => transaction({ _id: `a${i}`, amount: 1000 + i }));
    server.use(
      http.get(TRANSACTIONS_URL, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.searchParams.get('cursor'));
        expect(url.searchParams.get('limit')).toBe('20');
        return url.searchParams.get('cursor') === 'c2'
          ? HttpResponse.json({
              transactions: [transaction({ _id: 'b0', kind: 'investment', direction: 'out', amount: 7000, projectId: 'p1', projectTitle: 'Green Residency' })],
              nextCursor: null,
            })
          : HttpResponse.json({ transactions: first, nextCursor: 'c2' });
      }),
    );
    await renderRoute('/profile');
    const card = await findSection('My transactions');
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(20));
    await userEvent.click(within(card).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(21));
    expect(rows(card)[20]).toContain('Invested in Green Residency');
    expect(within(card).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked).toEqual([null, 'c2']);
  });

  test('a failed next page says so and Load more tries again', async () => {
    signIn();
    meHandler();
    let failNext = true;
    server.use(
      http.get(TRANSACTIONS_URL, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        if (!cursor) return HttpResponse.json({ transactions: [transaction()], nextCursor: 'c2' });
        if (failNext) return HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 });
        return HttpResponse.json({ transactions: [transaction({ _id: 't2', kind: 'withdrawal_paid', direction: 'out', amount: 10 })], nextCursor: null });
      }),
    );
    await renderRoute('/profile');
    const card = await findSection('My transactions');
    await userEvent.click(await within(card).findByRole('button', { name: 'Load more' }));
    expect(await within(card).findByText('More transactions could not be loaded. Try again.')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    failNext = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(2));
  });

  test("an investment elsewhere (invalidating 'Holding' and 'Transaction') reloads both cards", async () => {
    signIn();
    meHandler();
    let invested = false;
    server.use(
      http.get(HOLDINGS_URL, () => HttpResponse.json({ holdings: invested ? [holding()] : [] })),
      http.get(TRANSACTIONS_URL, () =>
        HttpResponse.json({
          transactions: invested ? [transaction({ _id: 't2', kind: 'investment', direction: 'out', amount: 50000, projectId: 'p1', projectTitle: 'Green Residency' })] : [],
          nextCursor: null,
        }),
      ),
    );
    const { store } = await renderRoute('/profile');
    const holdings = await findSection('My holdings');
    await within(holdings).findByText('You do not hold any project yet.');
    invested = true;
    act(() => {
      store.dispatch(
        api.util.invalidateTags([
          { type: 'Holding', id: 'LIST' },
          { type: 'Transaction', id: 'LIST' },
        ]),
      );
    });
    expect(await within(holdings).findByRole('link', { name: 'Bashundhara Green Residency' })).toBeInTheDocument();
    expect(await within(await findSection('My transactions')).findByText('Invested in Green Residency')).toBeInTheDocument();
  });

  test('axe: the portfolio, holdings and transactions cards have no violations', async () => {
    signIn();
    meHandler(userFixture({ availableBalance: 50000 }));
    server.use(...moneyHandlers([holding()], everyKind.slice(0, 3)), portfolioHandler(portfolioFixture({ totalValue: 50000, cash: 50000 })));
    await renderRoute('/profile');
    const cards = [await findSection('My portfolio'), await findSection('My holdings'), await findSection('My transactions')];
    await within(cards[0]!).findByText('Total value');
    await within(cards[1]!).findAllByRole('listitem');
    await within(cards[2]!).findAllByRole('listitem');
    for (const card of cards) expect(await axeViolations(card)).toEqual([]);
  });
});
