import type { DepositDto } from '../../../../src/shared/api-types';
import { depositFixture } from '../../fixtures/deposits';

export { depositFixture, SCREENSHOT_URL } from '../../fixtures/deposits';

export const DEPOSIT_URL = 'http://localhost/api/deposit';

/** The deposits tab's newest deposit (pending) and an older one rejected with remarks, for its table and its phone cards. */
export const NEW_DEPOSIT = depositFixture({ _id: 'd-new', createdAt: '2026-03-02T10:00:00.000Z' });
export const REJECTED_DEPOSIT = depositFixture({
  _id: 'd-mid',
  userId: { _id: 'u3', fullname: 'Nusrat Jahan', email: 'nusrat@example.com', uniqueId: 'HI-1003', phone: '+8801712345003' },
  amount: 700.5,
  status: 'rejected',
  adminRemarks: 'Screenshot unreadable',
  createdAt: '2026-02-05T08:00:00.000Z',
});

/** An RTK Query error as `.unwrap()` throws it for an HTTP answer. */
export const httpError = (status: number, message: string, code?: string) => ({ status, data: code ? { message, code } : { message } });

/** `count` pending deposits from Investor 1..N, Investor 1 newest (as the server orders them). */
export function manyDeposits(count: number, overrides: Partial<DepositDto> = {}): DepositDto[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const createdAt = new Date(Date.UTC(2026, 2, 2, 10) - n * 60_000).toISOString();
    return depositFixture({
      _id: `d${n}`,
      userId: { _id: `u${n}`, fullname: `Investor ${n}`, email: `investor${n}@example.com`, uniqueId: null, phone: null },
      amount: n * 100,
      createdAt,
      updatedAt: createdAt,
      ...overrides,
    });
  });
}
