import { MESSAGES, RATE_LIMITED, uniqueEmail } from './helpers/auth-api';
import { createTestContext, type TestContext } from './helpers/test-app';

/**
 * Issue 14: with TRUST_PROXY the client address is the one the nearest trusted proxy saw, so a client
 * that writes its own X-Forwarded-For entries cannot reset per-IP limits. Resend allows 20 per IP.
 */
const PER_IP = 20;
const PROXY = '10.9.9.9';

async function resendUntilLimited(ctx: TestContext, headersFor: (i: number) => Record<string, string>, remoteAddressFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i <= PER_IP; i += 1) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-otp',
      payload: { email: uniqueEmail('proxy') },
      headers: headersFor(i),
      remoteAddress: remoteAddressFor(i),
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) expect(res.json()).toEqual(RATE_LIMITED);
    else expect(res.json()).toEqual(MESSAGES.codeResent);
  }
  return statuses;
}

describe('TRUST_PROXY and the per-IP limits', () => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  test('TRUST_PROXY=1: rotating the client-written first X-Forwarded-For entry does not escape the limit', async () => {
    ctx = await createTestContext('sqlite', { TRUST_PROXY: '1' });
    // The proxy appends the address it saw (203.0.113.7); everything before it is the client's own text.
    const statuses = await resendUntilLimited(
      ctx,
      (i) => ({ 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` }),
      () => PROXY,
    );
    expect(statuses.slice(0, PER_IP).every((s) => s === 200)).toBe(true);
    expect(statuses[PER_IP]).toBe(429);
  });

  test('TRUST_PROXY=1: different real clients behind the proxy have limits of their own', async () => {
    ctx = await createTestContext('sqlite', { TRUST_PROXY: '1' });
    const statuses = await resendUntilLimited(
      ctx,
      (i) => ({ 'x-forwarded-for': `203.0.113.${i}` }),
      () => PROXY,
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  test('TRUST_PROXY as an address list: only that proxy is trusted, so its X-Forwarded-For counts', async () => {
    ctx = await createTestContext('sqlite', { TRUST_PROXY: `${PROXY},10.8.0.0/16` });
    const statuses = await resendUntilLimited(
      ctx,
      (i) => ({ 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` }),
      () => PROXY,
    );
    expect(statuses[PER_IP]).toBe(429);
  });

  test('no TRUST_PROXY: X-Forwarded-For is ignored and the connection address counts', async () => {
    ctx = await createTestContext('sqlite');
    const statuses = await resendUntilLimited(
      ctx,
      (i) => ({ 'x-forwarded-for': `198.51.100.${i}` }),
      () => '192.0.2.44',
    );
    expect(statuses[PER_IP]).toBe(429);
    // And a header naming an address is no way in for a second client either.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-otp',
      payload: { email: uniqueEmail('proxy') },
      headers: { 'x-forwarded-for': '192.0.2.44' },
      remoteAddress: '192.0.2.45',
    });
    expect(other.statusCode).toBe(200);
  });
});
