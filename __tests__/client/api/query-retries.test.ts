import { http, HttpResponse } from 'msw';
import { projectsApi } from '../../../src/client/api/projects-api';
import { authApi } from '../../../src/client/api/auth-api';
import { makeStore } from '../../../src/client/app/store';
import { promotionsApi } from '../../../src/client/features/promotions/api';
import { server, setupApiServer } from '../api-server';

// setup.ts shortens every backoff to 10 ms for the other tests; here the app's own waits are measured.
jest.unmock('@reduxjs/toolkit/query/react');

setupApiServer();

/** Answers 503 at `url` and records when each call arrived (fake time, ms since the start). */
function failing(url: string) {
  const start = Date.now();
  const at: number[] = [];
  server.use(
    http.get(url, () => {
      at.push(Date.now() - start);
      return HttpResponse.json({ message: 'Database unavailable' }, { status: 503 });
    }),
  );
  return at;
}

/** Lets fake time pass in small steps, so each retry's fetch (real promises) runs before the next wait starts. */
async function pass(ms: number) {
  for (let left = ms; left > 0; left -= 50) await jest.advanceTimersByTimeAsync(Math.min(50, left));
}

beforeEach(() => {
  // Only the clock and timers are fake: msw and fetch keep their real microtasks.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
  // With RTK Query's default backoff this would give a fixed 0.9 × (600, 1200, 2400) ms: no jitter is wanted either way.
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('query retries (spec section 7)', () => {
  test('other queries: 3 retries, waiting 1 s, 2 s and 4 s, then the error', async () => {
    const at = failing('http://localhost/api/discounts');
    const store = makeStore();
    const request = store.dispatch(promotionsApi.endpoints.getDiscounts.initiate());

    await pass(950);
    expect(at).toHaveLength(1);
    await pass(100); // 1 s after the first call
    expect(at).toHaveLength(2);
    await pass(1900);
    expect(at).toHaveLength(2);
    await pass(100); // 2 s later
    expect(at).toHaveLength(3);
    await pass(3900);
    expect(at).toHaveLength(3);
    await pass(100); // 4 s later
    expect(at).toHaveLength(4);
    await pass(40_000);
    expect(at).toHaveLength(4); // no fourth retry

    const result = await request;
    expect(result.error).toMatchObject({ status: 503, data: { message: 'Database unavailable' } });
    request.unsubscribe();
  });

  test('the project fetch keeps 2 retries, after 1 s and 2 s', async () => {
    const at = failing('http://localhost/api/project/p1');
    const store = makeStore();
    const request = store.dispatch(projectsApi.endpoints.getProject.initiate('p1'));
    await pass(40_000);
    expect(at).toHaveLength(3);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(1000);
    expect(at[1]! - at[0]!).toBeLessThan(1100);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(2000);
    expect(at[2]! - at[1]!).toBeLessThan(2100);
    expect((await request).error).toMatchObject({ status: 503 });
    request.unsubscribe();
  });

  test('the profile query retries once, after 1 s', async () => {
    const at = failing('http://localhost/api/auth/user');
    const store = makeStore();
    const request = store.dispatch(authApi.endpoints.getMe.initiate());
    await pass(40_000);
    expect(at).toHaveLength(2);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(1000);
    expect(at[1]! - at[0]!).toBeLessThan(1100);
    expect((await request).error).toMatchObject({ status: 503 });
    request.unsubscribe();
  });
});
