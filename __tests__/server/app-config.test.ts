import { createTestContext, type TestContext } from './helpers/test-app';

describe('GET /api/app-config', () => {
  const contexts: TestContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((ctx) => ctx.close()));
  });

  test('answers null when no store link is configured, to anyone', async () => {
    const ctx = await createTestContext('sqlite');
    contexts.push(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ appStoreUrl: null });
  });

  test('answers the configured APP_STORE_URL', async () => {
    const url = 'https://play.google.com/store/apps/details?id=bd.halalinvest.app';
    const ctx = await createTestContext('sqlite', { APP_STORE_URL: url });
    contexts.push(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ appStoreUrl: url });
  });
});
