import { http, HttpResponse } from 'msw';
import { authApi } from '../../../src/client/api/auth-api';
import { tokenChanged } from '../../../src/client/api/session-slice';
import { makeStore } from '../../../src/client/app/store';
import { server, setupApiServer } from '../api-server';

setupApiServer();

const UNAUTHORIZED = { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };

let warn: jest.SpyInstance;
beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
afterEach(() => warn.mockRestore());

describe('a 401 through the shared client (spec section 8)', () => {
  test('a query logs the warning, and the caller still gets the 401 with the server’s answer', async () => {
    server.use(http.get('http://localhost/api/auth/user', () => HttpResponse.json(UNAUTHORIZED, { status: 401 })));
    const store = makeStore();
    store.dispatch(tokenChanged('abc'));
    const request = store.dispatch(authApi.endpoints.getMe.initiate());
    const result = await request;
    request.unsubscribe();

    expect(warn.mock.calls).toEqual([['Unauthorized access. Please log in again.']]);
    expect(result.error).toEqual({ status: 401, data: UNAUTHORIZED });
    // Nothing else changes: the client does not sign anybody out on its own.
    expect(store.getState().session.token).toBe('abc');
  });

  test('a mutation logs it too', async () => {
    server.use(http.put('http://localhost/api/auth/update', () => HttpResponse.json(UNAUTHORIZED, { status: 401 })));
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.updateMe.initiate({ fullName: 'Rahim Uddin' } as never));
    expect(warn.mock.calls).toEqual([['Unauthorized access. Please log in again.']]);
    expect(result.error).toEqual({ status: 401, data: UNAUTHORIZED });
  });

  test('other failures and successes log nothing', async () => {
    server.use(
      http.get('http://localhost/api/auth/user', () => HttpResponse.json({ message: 'Only administrators can do this.' }, { status: 403 })),
      http.put('http://localhost/api/auth/update', () => HttpResponse.json({ user: { _id: 'u1' } })),
    );
    const store = makeStore();
    const request = store.dispatch(authApi.endpoints.getMe.initiate());
    await request;
    request.unsubscribe();
    await store.dispatch(authApi.endpoints.updateMe.initiate({ fullName: 'Rahim Uddin' } as never));
    expect(warn).not.toHaveBeenCalled();
  });
});
