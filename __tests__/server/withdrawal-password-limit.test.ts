import * as passwords from '../../src/server/services/passwords';
import { fundWallet } from './helpers/money';
import { useAdminAndInvestor, useTestApp } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';
import { askWithdrawal, at } from './helpers/withdrawal-fixture';

notePostgresSkip();

const WRONG = 'not the password';
const MINUTE = 60_000;
const RATE_LIMITED = { message: 'Too many attempts. Please wait 15 minutes and try again.', code: 'RATE_LIMITED' };
const WRONG_PASSWORD = { message: 'Your password is not correct.', code: 'WRONG_PASSWORD', fields: { password: 'Your password is not correct.' } };

/** Issue 17: 5 wrong withdrawal passwords per user in 15 minutes, then 429 with Retry-After. */
describe.each(databaseKinds)('wrong withdrawal passwords on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind, { fund: 100_000 });

  const ask = (password?: string, user = investor) => askWithdrawal(ctx.app, user, {}, password);
  const rows = async () => (await ctx.database.db.selectFrom('withdrawals').select('id').execute()).length;
  const wrongTimes = async (n: number, user = investor) => {
    for (let i = 0; i < n; i += 1) {
      const res = await ask(WRONG, user);
      expect([res.statusCode, res.json()]).toEqual([400, WRONG_PASSWORD]);
    }
  };

  test('after 5 wrong passwords every attempt, the right password too, gets 429 with Retry-After; nothing is held', async () => {
    await wrongTimes(5);
    for (const password of [WRONG, investor.password]) {
      const res = await ask(password);
      expect([res.statusCode, res.json()]).toEqual([429, RATE_LIMITED]);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    expect(await rows()).toBe(0);
  });

  test('right passwords do not count: many withdrawals and 4 typos never lock the owner out', async () => {
    for (let i = 0; i < 6; i += 1) expect((await ask()).statusCode).toBe(201);
    await wrongTimes(4);
    expect((await ask()).statusCode).toBe(201);
    // The fifth wrong one is still answered as wrong; only what comes after it is refused.
    await wrongTimes(1);
    expect((await ask()).statusCode).toBe(429);
  });

  test('a burst of guesses sent at once is checked no more than 5 times: the rest wait and get 429', async () => {
    const verify = jest.spyOn(passwords, 'verifyPassword');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => ask(WRONG)));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([...Array<number>(5).fill(400), ...Array<number>(15).fill(429)]);
      expect(verify).toHaveBeenCalledTimes(5);
    } finally {
      verify.mockRestore();
    }
  });

  test('the limit is per user: another investor is not refused', async () => {
    const other = await createTestUser(ctx.database.db);
    await fundWallet(ctx.database.db, other.user.id, admin.user.id, 5000);
    await wrongTimes(5);
    expect((await ask()).statusCode).toBe(429);
    expect((await ask(other.password, other)).statusCode).toBe(201);
    await wrongTimes(1, other);
  });

  test('the window starts at the first wrong password: Retry-After counts down, and 15 minutes later the owner gets through', async () => {
    const start = Date.now();
    await at(start, () => wrongTimes(3));
    await at(start + 5 * MINUTE, () => wrongTimes(2));
    const refused = await at(start + 10 * MINUTE, () => ask());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(5 * 60);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Please wait 5 minutes and try again.', code: 'RATE_LIMITED' });
    expect((await at(start + 15 * MINUTE, () => ask())).statusCode).toBe(201);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;

/** With REDIS_URL every API process counts the same wrong passwords: two apps stand in for two processes. */
(REDIS_URL ? describe : describe.skip)('wrong withdrawal passwords shared through Redis (TEST_REDIS_URL)', () => {
  const { ctx: first } = useTestApp('sqlite', { shared: true, env: { REDIS_URL: REDIS_URL as string } });
  const { ctx: second } = useTestApp('sqlite', { shared: true, env: { REDIS_URL: REDIS_URL as string } });

  test('3 wrong on one process and 2 on another: the next attempt is refused on either', async () => {
    // The same account in both databases (a fresh id per run, so counters left in Redis cannot matter).
    const one = await createTestUser(first.database.db);
    const two = await createTestUser(second.database.db, { id: one.user.id, email: one.user.email, unique_id: `r${one.user.unique_id}` });
    const statuses: number[] = [];
    for (const [ctx, user] of [
      [first, one],
      [second, two],
      [first, one],
      [second, two],
      [first, one],
    ] as const) {
      statuses.push((await askWithdrawal(ctx.app, user, {}, WRONG)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const refused = await askWithdrawal(second.app, two);
    expect([refused.statusCode, refused.json()]).toEqual([429, RATE_LIMITED]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await askWithdrawal(first.app, one)).statusCode).toBe(429);
  });
});

if (!REDIS_URL) test.skip('Redis run skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to test the shared withdrawal password limit', () => {});
