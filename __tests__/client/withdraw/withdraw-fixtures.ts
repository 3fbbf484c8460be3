import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { WithdrawalDto, WithdrawalResponse } from '../../../src/shared/withdrawal-types';
import { server } from '../api-server';
import { withdrawalFixture as anyWithdrawal } from '../fixtures/withdrawals';
import { meHandler, signIn, userFixture, WITHDRAWALS_URL } from '../profile/profile-helpers';
import { renderRoute } from '../test-utils';

export { WITHDRAWALS_URL };

/** The investor's own pending request of ৳5,000 (Rahim Uddin, as userFixture signs in); `overrides` wins. */
export function withdrawalFixture(overrides: Partial<WithdrawalDto> = {}): WithdrawalDto {
  const createdAt = '2026-03-05T10:00:00.000Z';
  const rahim = { _id: '65f0c0ffee0000000000abcd', fullname: 'Rahim Uddin', email: 'rahim@example.com', uniqueId: null, phone: null };
  return anyWithdrawal({ _id: '7a1b2c3d4e5f60718293a4b5', reference: 'WDR-7A1B2C3D', userId: rahim, amount: 5000, createdAt, updatedAt: createdAt, ...overrides });
}

export const BANK_ACCOUNT = { bankName: 'Dutch-Bangla Bank', branch: 'Dhanmondi', accountName: 'Rahim Uddin', accountNumber: '1051100012345', routingNumber: '090261234' };

export function withdrawalResponse(overrides: Partial<WithdrawalDto> = {}, availableBalance = 95000): WithdrawalResponse {
  return { withdrawal: withdrawalFixture(overrides), wallet: { availableBalance } };
}

/** An RTK Query error as unwrap() throws it. */
export const httpError = (status: number, data: unknown) => ({ status, data });
export const networkError = () => ({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });

/** The profile, signed in with `availableBalance` in the wallet and `withdrawals` as the investor's own (one page). */
export async function renderProfile({
  availableBalance = 100000,
  withdrawals = [] as WithdrawalDto[],
  lng = 'en' as 'en' | 'bn',
  /** Answers GET /api/withdrawals instead of one page of `withdrawals`. */
  list = undefined as ((request: Request) => Response | Promise<Response>) | undefined,
  /** The investor has two-factor on (the password step then asks for a code). */
  twoFactorEnabled = false,
} = {}) {
  signIn();
  const me = meHandler(userFixture({ availableBalance, twoFactorEnabled }));
  server.use(http.get(WITHDRAWALS_URL, ({ request }) => (list ? list(request) : HttpResponse.json({ withdrawals, nextCursor: null }))));
  const view = await renderRoute('/profile', { lng });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, me };
}

/** Opens the withdrawal dialog from the profile's card and waits for its amount field. */
export async function openWithdraw(button: string | RegExp = 'Withdraw money') {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  return { dialog, amount: within(dialog).getByRole('textbox', { name: /^(Amount to withdraw|কত টাকা তুলবেন)/ }) };
}

export const inDialog = () => within(screen.getByRole('dialog'));
