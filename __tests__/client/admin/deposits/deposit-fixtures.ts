import type { DepositDto } from '../../../../src/shared/api-types';

export const DEPOSIT_URL = 'http://localhost/api/deposit';
export const SCREENSHOT_URL = 'http://localhost/api/file/private/u1/abc.png?expires=1&signature=s';

export function depositFixture(overrides: Partial<DepositDto> = {}): DepositDto {
  return {
    _id: 'd1',
    userId: { _id: 'u1', fullname: 'Amina Rahman', email: 'amina@example.com' },
    amount: 5000,
    status: 'pending',
    screenshotUrl: SCREENSHOT_URL,
    adminRemarks: null,
    adminRemarksBn: null,
    paymentAccount: null,
    reference: null,
    sender: null,
    sameScreenshotAs: [],
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

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
