import { makeStore } from '../../../src/client/app/store';
import { signUpApi } from '../../../src/client/features/sign-up/api';
import { server, setupApiServer } from '../api-server';
import { countriesData } from './sign-up-helpers';

setupApiServer();

afterEach(() => jest.useRealTimers());

/** Whether the store still holds the countries list. */
const cached = (store: ReturnType<typeof makeStore>) => signUpApi.endpoints.getCountries.select()(store.getState()).data !== undefined;

describe('the countries list (spec section 7)', () => {
  test('is kept 5 minutes after its last reader leaves, like other queries', async () => {
    server.use(countriesData());
    const store = makeStore();
    const request = store.dispatch(signUpApi.endpoints.getCountries.initiate());
    await request;
    // Only the timers are fake from here: the load itself used real fetch and msw.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
    request.unsubscribe();

    await jest.advanceTimersByTimeAsync(299_000);
    expect(cached(store)).toBe(true);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(cached(store)).toBe(false);
  });
});
