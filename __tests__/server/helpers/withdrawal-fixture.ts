import type { FastifyInstance } from 'fastify';
import type { TestUser } from './users';
import { idempotencyKey } from './idempotency-key';

export const HOUR = 3_600_000;
export const BANK = { bankName: 'Islami Bank', branch: 'Motijheel', accountName: 'Rahim Uddin', accountNumber: '20501234567', routingNumber: '125275341' };

export const withdrawalKey = () => idempotencyKey('wd-safety');

/**
 * Runs `work` with the clock at `when`, as distributions.test.ts does: only Date is faked, so I/O
 * and timers run as usual while every nowIso() and Date.now() of the app reads `when`.
 */
export async function at<T>(when: number | Date, work: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    now: when,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  try {
    return await work();
  } finally {
    jest.useRealTimers();
  }
}

/** POST /api/withdrawals as `user`: 1,000 to BANK with the right password, unless `body` says otherwise. */
export const askWithdrawal = (app: FastifyInstance, user: TestUser, body: Record<string, unknown> = {}, password = user.password) =>
  app.inject({
    method: 'POST',
    url: '/api/withdrawals',
    headers: user.headers,
    payload: { amount: 1000, method: 'bank', account: BANK, password, idempotencyKey: withdrawalKey(), ...body },
  });
