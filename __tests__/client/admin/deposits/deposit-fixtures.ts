import type { DepositDto } from '../../../../src/shared/api-types';
import { depositFixture } from '../../fixtures/deposits';

export { depositFixture, SCREENSHOT_URL } from '../../fixtures/deposits';

export const DEPOSIT_URL = 'http://localhost/api/deposit';

/** An RTK Query error as `.unwrap()` throws it for an HTTP answer. */
export const httpError = (status: number, message: string, code?: string) => ({ status, data: code ? { message, code } : { message } });

/** `count` pending deposits from Investor 1..N, Investor 1 newest (as the server orders them). */
export function manyDeposits(count: number, overrides: Partial<DepositDto> = {}): DepositDto[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const createdAt = new Date(Date.UTC(2026, 2, 2, 10) - n * 60_000).toISOString();
    return depositFixture({
      _id: `d${n}`,
      userId: { _id: `u${n}`, fullname: `Investor ${n}`, email: `investor${n}@example.com` },
      amount: n * 100,
      createdAt,
      updatedAt: createdAt,
      ...overrides,
    });
  });
}
