import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { ProfileRoute } from '../../../src/client/app/profile-route';
import type { UserDto } from '../../../src/shared/api-types';
import type { HoldingDto, TransactionDto } from '../../../src/shared/money-types';
import type { PortfolioDto } from '../../../src/shared/portfolio-types';
import { server } from '../api-server';
import { userFixture } from '../fixtures/users';
import { renderInApp } from '../test-utils';

export const ME_URL = 'http://localhost/api/auth/user';
export const UPDATE_URL = 'http://localhost/api/auth/update';
export const DEPOSITS_URL = 'http://localhost/api/deposit';
export const SESSIONS_URL = 'http://localhost/api/auth/sessions';
export const SECURITY_EVENTS_URL = 'http://localhost/api/auth/security-events';
export const HOLDINGS_URL = 'http://localhost/api/investment/holdings';
export const TRANSACTIONS_URL = 'http://localhost/api/investment/transactions';
export const WITHDRAWALS_URL = 'http://localhost/api/withdrawals';
export const PORTFOLIO_URL = 'http://localhost/api/portfolio';
export const TOKEN = 'profile-test-token-0123456789';

export { userFixture };

export function signIn(): void {
  localStorage.setItem('token', TOKEN);
}

/**
 * GET /api/auth/user answering with `user`; counts the calls and records each Authorization header.
 * The loaded profile also lists the investor's deposits: none, unless a test adds its own handler.
 */
export function meHandler(user: UserDto | null = userFixture()) {
  const calls: (string | null)[] = [];
  server.use(
    ...securityHandlers(),
    http.get(DEPOSITS_URL, () => HttpResponse.json({ deposits: [], nextCursor: null })),
    http.get(ME_URL, ({ request }) => {
      calls.push(request.headers.get('authorization'));
      return HttpResponse.json({ user });
    }),
  );
  return calls;
}

/**
 * The profile's other cards: security (issue 14: one session, this one, and no events) and money
 * (issue 15: no holdings, no transactions), unless a test says otherwise.
 */
export function securityHandlers() {
  return [
    ...moneyHandlers(),
    http.get(SESSIONS_URL, () =>
      HttpResponse.json({
        sessions: [{ _id: 's1', device: 'Chrome on Android', ip: '203.0.113.7', createdAt: '2026-03-01T08:00:00.000Z', lastUsedAt: '2026-03-02T09:30:00.000Z', current: true }],
      }),
    ),
    http.get(SECURITY_EVENTS_URL, () => HttpResponse.json({ events: [] })),
  ];
}

/** A portfolio with nothing in it, or with the given parts. */
export const portfolioFixture = (overrides: Partial<PortfolioDto> = {}): PortfolioDto => ({
  totalValue: 0,
  cash: 0,
  invested: 0,
  pendingDeposits: 0,
  withdrawalsOnHold: 0,
  totalProfit: 0,
  totalLoss: 0,
  holdings: [],
  deposits: [],
  movements: [],
  ...overrides,
});

/** GET /api/portfolio answering with `portfolio`. */
export const portfolioHandler = (portfolio: PortfolioDto = portfolioFixture()) => http.get(PORTFOLIO_URL, () => HttpResponse.json({ portfolio }));

/** The money cards (issue 15): no holdings and no transactions unless given; no withdrawals (issue 17); an empty portfolio. */
export function moneyHandlers(holdings: HoldingDto[] = [], transactions: TransactionDto[] = []) {
  return [
    portfolioHandler(),
    http.get(HOLDINGS_URL, () => HttpResponse.json({ holdings })),
    http.get(TRANSACTIONS_URL, () => HttpResponse.json({ transactions, nextCursor: null })),
    http.get(WITHDRAWALS_URL, () => HttpResponse.json({ withdrawals: [], nextCursor: null })),
  ];
}

/** The value shown beside a label in a description list. */
export function detail(label: string, container: HTMLElement = document.body): string {
  const term = within(container)
    .getAllByRole('term')
    .find((element) => element.textContent === label);
  if (!term) throw new Error(`No label "${label}"`);
  return term.nextElementSibling?.textContent ?? '';
}

/** A section (card) found by its heading. */
export async function findSection(heading: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name: heading });
}

/**
 * The page on its own, outside the app's routes, with a probe of where the router is: the states it
 * shows in place (no token, an expired session) must not move it.
 */
export async function renderPageAlone({ lng = 'en' as 'en' | 'bn' } = {}) {
  const seen: { location: Location | null } = { location: null };
  function Probe() {
    seen.location = useLocation();
    return null;
  }
  const { store } = await renderInApp(
    <MemoryRouter initialEntries={['/profile']}>
      <Probe />
      <ProfileRoute />
    </MemoryRouter>,
    { lng },
  );
  return { store, seen };
}
