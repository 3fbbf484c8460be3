import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';

notePostgresSkip();

/** A local port that refuses connections: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Issue 14: /api/health stays liveness; /api/health/ready checks the database and Redis. */
describe.each(databaseKinds)('health on %s', (kind) => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  test('both answer 200 while everything is up', async () => {
    ctx = await createTestContext(kind);
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  test('with the database closed, ready answers 503 NOT_READY naming it, and liveness still 200', async () => {
    ctx = await createTestContext(kind);
    await ctx.database.db.destroy();
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { message: 'Not ready: database is not answering.', code: 'NOT_READY' }]);
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
  });

  test('with REDIS_URL pointing at a closed port, ready answers 503 naming Redis', async () => {
    ctx = await createTestContext(kind, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { message: 'Not ready: Redis is not answering.', code: 'NOT_READY' }]);
  }, 15_000);
});

const REDIS_URL = process.env.TEST_REDIS_URL;
(REDIS_URL ? test : test.skip)('with a working Redis (TEST_REDIS_URL), ready answers 200', async () => {
  const ctx = await createTestContext('sqlite', { REDIS_URL: REDIS_URL as string });
  try {
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  } finally {
    await ctx.close();
  }
});
