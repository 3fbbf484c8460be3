import { queryBackoff, retryDelayMs } from '../../../src/client/api/query-backoff';

describe('retryDelayMs (spec section 7)', () => {
  test('doubles from 1 s and stops growing at 30 s, with no jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('queryBackoff', () => {
  afterEach(() => jest.useRealTimers());

  test('resolves after the attempt’s wait', async () => {
    jest.useFakeTimers();
    let done = false;
    void queryBackoff(2, 3).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  test('an aborted query stops waiting', async () => {
    const controller = new AbortController();
    const waiting = queryBackoff(3, 3, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow('Aborted');
    await expect(queryBackoff(1, 3, controller.signal)).rejects.toThrow('Aborted');
  });
});
