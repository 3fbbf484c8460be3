import type { WithdrawalDto } from '../../../../src/shared/withdrawal-types';
import { withdrawalFixture } from '../../fixtures/withdrawals';

export { withdrawalFixture, WITHDRAWALS_URL } from '../../fixtures/withdrawals';

export const BANK_WITHDRAWAL = withdrawalFixture({
  _id: 'b1b2c3d4e5f60718293a4b5c',
  reference: 'WDR-B1B2C3D4',
  userId: { _id: 'u2', fullname: 'Karim Hossain', email: 'karim@example.com', uniqueId: 'HI-1002', phone: '+8801812345002' },
  amount: 250000.5,
  method: 'bank',
  account: { bankName: 'Islami Bank', branch: 'Motijheel', accountName: 'Karim Hossain', accountNumber: '2050 1234 5678', routingNumber: '125275341' },
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
});

/** An RTK Query error as `.unwrap()` throws it for an HTTP answer. */
export const httpError = (status: number, message: string, code?: string) => ({ status, data: code ? { message, code } : { message } });

/** `count` pending withdrawals from Investor 1..N, Investor 1 newest (as the server orders them). */
export function manyWithdrawals(count: number): WithdrawalDto[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const createdAt = new Date(Date.UTC(2026, 2, 2, 10) - n * 60_000).toISOString();
    const id = n.toString(16).padStart(24, '0');
    return withdrawalFixture({
      _id: id,
      reference: `WDR-${id.slice(0, 8).toUpperCase()}`,
      userId: { _id: `u${n}`, fullname: `Investor ${n}`, email: `investor${n}@example.com`, uniqueId: null, phone: null },
      amount: n * 100,
      createdAt,
      updatedAt: createdAt,
    });
  });
}
