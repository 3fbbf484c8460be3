import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Role, UserDto } from '../../../../src/shared/api-types';
import { server } from '../../api-server';
import { userFixture as anyUser } from '../../fixtures/users';
import { resetScreen, setScreen } from '../../home/home-test-helpers';
import { renderRoute } from '../../test-utils';
// The admin screens are lazy chunks; loading them with this file keeps ts-jest's first compile out of
// the tests' waiting times (the app still loads them through React.lazy).
import '../../../../src/client/features/admin/shell/admin-route';
import '../../../../src/client/features/admin/shell/dashboard-page';
import '../../../../src/client/features/admin/shell/admin-investments-page';
import '../../../../src/client/features/admin/users/components/users-tab';
import '../../../../src/client/features/admin/projects/components/projects-tab';

export const ME_URL = 'http://localhost/api/auth/user';
export const USERS_URL = 'http://localhost/api/auth/users';
export const PROJECT_LIST_URL = 'http://localhost/api/project/list';
export const LEDGER_URL = 'http://localhost/api/ledger/check';
export const PENDING_COUNT_URL = 'http://localhost/api/deposit/pending-count';
export const PENDING_WITHDRAWALS_URL = 'http://localhost/api/withdrawals/pending-count';
export const PAYMENT_CHANGES_URL = 'http://localhost/api/audit/payment-account-changes';

/** A user as the admin screens list them (ids like u1, no photo); `overrides` wins. */
export const userFixture = (overrides: Partial<UserDto> = {}): UserDto =>
  anyUser({ _id: 'u1', nid: '1990123456', profileImage: null, createdAt: '2026-01-15T09:30:00.000Z', ...overrides });

/** `count` investors named User 1..N (User 1 newest, as the server orders them). */
export function manyUsers(count: number): UserDto[] {
  return Array.from({ length: count }, (_, i) => userFixture({ _id: `u${i + 1}`, fullname: `User ${i + 1}`, email: `user${i + 1}@example.com`, totalInvestment: (i + 1) * 1000 }));
}

/**
 * A stored token and GET /api/auth/user answering with a user of `role`. The admin screens also check
 * the books (issue 15): balanced, unless a test says otherwise; count the pending deposits and
 * withdrawals for the Deposits and Withdrawals tabs' badges; and list the week's payment account
 * changes: none, unless a test says otherwise.
 */
export function signInAs(role: Role): void {
  localStorage.setItem('token', 'admin-test-token');
  server.use(
    http.get(LEDGER_URL, () => HttpResponse.json({ ok: true, accounts: 12, transfers: 40, mismatches: [] })),
    http.get(PENDING_COUNT_URL, () => HttpResponse.json({ pending: 0 })),
    http.get(PENDING_WITHDRAWALS_URL, () => HttpResponse.json({ pending: 0 })),
    http.get(PAYMENT_CHANGES_URL, () => HttpResponse.json({ days: 7, changes: [], more: false })),
    http.get(ME_URL, () => HttpResponse.json({ user: userFixture({ _id: 'me', fullname: 'Admin Person', email: 'admin@example.com', role }) })),
  );
}

/**
 * GET /api/auth/users as the server answers it: `q` matched against name and email, keyset pages of
 * `limit` with an opaque cursor, deactivated users gone. Records every request's query and every DELETE.
 */
export function usersServer(initial: UserDto[]) {
  const state = { users: [...initial], requests: [] as URLSearchParams[], deletes: [] as string[] };
  server.use(
    http.get(USERS_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.requests.push(params);
      const q = (params.get('q') ?? '').toLowerCase();
      const limit = Number(params.get('limit') ?? 50);
      const cursor = params.get('cursor');
      const matching = state.users.filter((u) => u.fullname.toLowerCase().includes(q) || u.email.toLowerCase().includes(q));
      const start = cursor ? matching.findIndex((u) => `c-${u._id}` === cursor) + 1 : 0;
      const page = matching.slice(start, start + limit);
      const last = page[page.length - 1];
      const nextCursor = start + limit < matching.length && last ? `c-${last._id}` : null;
      return HttpResponse.json({ users: page, nextCursor });
    }),
    http.delete(`${USERS_URL}/:id`, ({ params }) => {
      const id = String(params.id);
      state.deletes.push(id);
      state.users = state.users.filter((u) => u._id !== id);
      return HttpResponse.json({ message: 'User deactivated.' });
    }),
  );
  return state;
}

/** The users requests' `q` values, in order (null when the request had none). */
export const searchedFor = (requests: URLSearchParams[]) => requests.map((p) => p.get('q'));

/** Signed in as an admin on a wide screen (md and up: the sidebar is always shown). */
export async function renderAdmin(path = '/admin/dashboard', { lng = 'en' as 'en' | 'bn', wide = true } = {}) {
  signInAs('admin');
  setScreen(wide);
  const rendered = await renderRoute(path, { lng });
  // The guard and the dashboard are lazy chunks, compiled on first use under ts-jest: allow for it.
  await screen.findByRole('heading', { level: 1, name: lng === 'en' ? 'Admin Dashboard' : 'অ্যাডমিন ড্যাশবোর্ড' }, { timeout: 5000 });
  return rendered;
}

export function cleanUpAdmin(): void {
  localStorage.clear();
  resetScreen();
}

/**
 * The dashboard on a wide screen, signed in as an admin, one user listed and `pending` answered by
 * `countUrl` (PENDING_COUNT_URL or PENDING_WITHDRAWALS_URL): what the tabs' badges show.
 */
export async function renderDashboardCounting(countUrl: string, pending: number, lng: 'en' | 'bn' = 'en') {
  usersServer(manyUsers(1));
  signInAs('admin');
  server.use(http.get(countUrl, () => HttpResponse.json({ pending })));
  setScreen(true);
  return renderRoute('/admin/dashboard', { lng });
}

/** The dashboard on a wide screen at `tab`, no users listed. Call after signInAs and the tab's own server, so their counts answer. */
export async function renderTabToRecount(tab: 'deposits' | 'withdrawals') {
  server.use(http.get(USERS_URL, () => HttpResponse.json({ users: [], nextCursor: null })));
  setScreen(true);
  return renderRoute(`/admin/dashboard?tab=${tab}`);
}
