import { startEarlyFetch, takeEarlyFetch } from '../../../src/client/api/early-fetch';

const URL_ = 'http://localhost/api/portfolio';
const request = (url: string, token: string | null, method = 'GET') => new Request(url, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("a signed-in page's early first data", () => {
  let fetchSpy: jest.SpyInstance;
  beforeEach(() => {
    delete window.earlyFetches;
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"portfolio":{}}', { status: 200 }));
  });
  afterEach(() => fetchSpy.mockRestore());

  test('is asked for with the session token and handed to the first matching request, once', async () => {
    startEarlyFetch(URL_, 'tok-1');
    expect(fetchSpy).toHaveBeenCalledWith(URL_, { headers: { authorization: 'Bearer tok-1' } });
    const early = takeEarlyFetch(request(URL_, 'tok-1'));
    expect(early).toBeDefined();
    expect(await (await early!).json()).toEqual({ portfolio: {} });
    // Taken: the next request goes to the network itself.
    expect(takeEarlyFetch(request(URL_, 'tok-1'))).toBeUndefined();
  });

  test('is not used for another address, another session or another method, and is dropped then', () => {
    startEarlyFetch(URL_, 'tok-1');
    expect(takeEarlyFetch(request('http://localhost/api/holdings', 'tok-1'))).toBeUndefined();
    expect(takeEarlyFetch(request(URL_, 'someone-else'))).toBeUndefined();
    // Asked for by a different session it is gone, not kept for a later request.
    expect(takeEarlyFetch(request(URL_, 'tok-1'))).toBeUndefined();
    startEarlyFetch(URL_, 'tok-1');
    expect(takeEarlyFetch(request(URL_, 'tok-1', 'POST'))).toBeUndefined();
    expect(takeEarlyFetch(request(URL_, null))).toBeUndefined();
  });
});
