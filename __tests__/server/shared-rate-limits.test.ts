import { useTestApp } from './helpers/admin-and-investor';
import type { TestContext } from './helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * With REDIS_URL, every API process counts against the same limits: two app instances stand in
 * for two processes behind a load balancer. Runs when TEST_REDIS_URL points at a Redis server.
 */
(REDIS_URL ? describe : describe.skip)('rate limits shared through Redis (TEST_REDIS_URL)', () => {
  const { ctx: first } = useTestApp('sqlite', { shared: true, env: { REDIS_URL: REDIS_URL as string } });
  const { ctx: second } = useTestApp('sqlite', { shared: true, env: { REDIS_URL: REDIS_URL as string } });

  test('resend requests for one email are counted across processes', async () => {
    // A fresh address per run, so counters left in Redis by an earlier run cannot matter.
    const email = `shared-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const resend = (ctx: TestContext) => ctx.app.inject({ method: 'POST', url: '/api/auth/resend-otp', payload: { email } });
    const statuses: number[] = [];
    for (const ctx of [first, second, first, second]) statuses.push((await resend(ctx)).statusCode);
    // The per-email limit is 3 per window: the fourth request, wherever it lands, is refused.
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await resend(first);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please wait .+ and try again\.$/), code: 'RATE_LIMITED' });
  });
});

if (!REDIS_URL) test.skip('Redis run skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to test shared rate limits', () => {});
