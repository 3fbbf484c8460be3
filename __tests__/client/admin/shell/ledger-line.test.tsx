import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { adminExpensesApi } from '../../../../src/client/features/admin/expenses/api';
import { adminDepositsApi } from '../../../../src/client/features/admin/deposits/api';
import type { LedgerCheckResponse } from '../../../../src/shared/money-types';
import { axeViolations } from '../../axe';
import { projectList, server, setupApiServer } from '../../api-server';
import { setScreen } from '../../home/home-test-helpers';
import { renderRoute } from '../../test-utils';
import { cleanUpAdmin, LEDGER_URL, manyUsers, signInAs, usersServer } from './admin-helpers';

setupApiServer();
beforeEach(() => {
  usersServer(manyUsers(2));
  server.use(projectList([]));
});
afterEach(cleanUpAdmin);

const balanced: LedgerCheckResponse = { ok: true, accounts: 1234, transfers: 56789, mismatches: [] };
const broken: LedgerCheckResponse = {
  ok: false,
  accounts: 12,
  transfers: 40,
  mismatches: [
    { check: 'account_totals', accountId: 'a7', expected: 5000000, actual: 4000000, message: 'Account a7: posted credits 40,000.00 but its transfers add up to 50,000.00.' },
    { check: 'project_raised', projectId: 'p1', expected: 100000, actual: 90000, message: 'Project p1: raised amount 900.00 differs from its holdings 1,000.00.' },
  ],
};

/** GET /api/ledger/check answering `answer` (after the helpers' balanced default); counts the calls. */
function ledger(answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.get(LEDGER_URL, () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

/** As renderAdmin, with the test's ledger answer installed after signInAs's balanced default. */
async function renderWithLedger(answer: () => Response, path = '/admin/dashboard', lng: 'en' | 'bn' = 'en') {
  signInAs('admin');
  const calls = ledger(answer);
  setScreen(true);
  const rendered = await renderRoute(path, { lng });
  await screen.findByRole('heading', { level: 1, name: lng === 'en' ? 'Admin Dashboard' : 'অ্যাডমিন ড্যাশবোর্ড' });
  return { ...rendered, calls };
}

const line = (name: string) => screen.findByRole('status', { name });

describe('admin books-balance line (issue 15)', () => {
  test('balanced: a green line with the accounts and transfers checked, on /admin/dashboard', async () => {
    await renderWithLedger(() => HttpResponse.json(balanced));
    const status = await line('Books check');
    expect(await within(status).findByText('Books balance: 1,234 accounts, 56,789 transfers checked')).toBeInTheDocument();
    expect(await axeViolations(status)).toEqual([]);
  });

  test('also on /admin (the investment list), and in Bengali digits', async () => {
    await renderWithLedger(() => HttpResponse.json(balanced), '/admin', 'bn');
    const status = await line('হিসাব যাচাই');
    expect(await within(status).findByText('হিসাব মিলেছে: ১,২৩৪টি অ্যাকাউন্ট, ৫৬,৭৮৯টি লেনদেন যাচাই করা হয়েছে')).toBeInTheDocument();
  });

  test('mismatches: a red line with their count and each mismatch message', async () => {
    await renderWithLedger(() => HttpResponse.json(broken));
    const status = await line('Books check');
    expect(await within(status).findByText('Books do not balance: 2 mismatches in 12 accounts, 40 transfers')).toBeInTheDocument();
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(broken.mismatches.map((m) => m.message));
    expect(await axeViolations(status)).toEqual([]);
  });

  test('one mismatch in Bengali', async () => {
    await renderWithLedger(() => HttpResponse.json({ ...broken, mismatches: broken.mismatches.slice(0, 1) }), '/admin/dashboard', 'bn');
    const status = await line('হিসাব যাচাই');
    expect(await within(status).findByText('হিসাব মেলেনি: ১২টি অ্যাকাউন্ট, ৪০টি লেনদেনে ১টি গরমিল')).toBeInTheDocument();
  });

  test('a failed check says so; Check again asks again', async () => {
    let fail = true;
    const { calls } = await renderWithLedger(() =>
      fail ? HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 }) : HttpResponse.json(balanced),
    );
    const status = await line('Books check');
    expect(await within(status).findByText('The books could not be checked: Only administrators can do this.')).toBeInTheDocument();
    fail = false;
    const before = calls.count;
    await userEvent.click(within(status).getByRole('button', { name: 'Check again' }));
    expect(await within(status).findByText('Books balance: 1,234 accounts, 56,789 transfers checked')).toBeInTheDocument();
    expect(calls.count).toBe(before + 1);
  });

  test('a money action (an expense, a deposit review) rechecks the books', async () => {
    const { calls, store } = await renderWithLedger(() => HttpResponse.json(balanced));
    await within(await line('Books check')).findByText(/Books balance/);
    server.use(
      http.post('http://localhost/api/expenses', () =>
        HttpResponse.json({ expense: { _id: 'e1', description: 'Rent', amount: 100, category: 'Office', createdAt: '2026-03-01T00:00:00.000Z' } }, { status: 201 }),
      ),
      http.put('http://localhost/api/deposit/:id', () => HttpResponse.json({ message: 'Deposit already reviewed.', code: 'DEPOSIT_ALREADY_REVIEWED' }, { status: 409 })),
    );
    const before = calls.count;
    await act(async () => {
      await store.dispatch(adminExpensesApi.endpoints.addExpense.initiate({ description: 'Rent', amount: 100, category: 'Office' }));
    });
    await waitFor(() => expect(calls.count).toBe(before + 1));
    await act(async () => {
      await store.dispatch(adminDepositsApi.endpoints.reviewDeposit.initiate({ depositId: 'd1', status: 'approved' }));
    });
    await waitFor(() => expect(calls.count).toBe(before + 2));
  });
});
