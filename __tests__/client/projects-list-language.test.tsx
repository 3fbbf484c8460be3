import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { preloadRoute } from '../../src/client/app/routes';
import { makeStore } from '../../src/client/app/store';
import { projectFixture, server, setupApiServer } from './api-server';
import { renderRoute } from './test-utils';

setupApiServer();
afterEach(() => localStorage.clear());
jest.setTimeout(20000);

/** GET /api/project/list answering one project; counts the calls. */
function countedList() {
  const calls = { count: 0 };
  server.use(
    http.get('http://localhost/api/project/list', () => {
      calls.count += 1;
      return HttpResponse.json({ projects: [projectFixture()] });
    }),
  );
  return calls;
}

/** The project list's cache entries in the store, by their argument. */
const cachedLists = (state: ReturnType<ReturnType<typeof makeStore>['getState']>) =>
  Object.values(state.api.queries)
    .filter((entry) => entry?.endpointName === 'getProjects')
    .map((entry) => ({ lng: entry?.originalArgs, status: entry?.status }));

// Spec section 7: "GET /project/list … cached per language".
describe('the project list is cached per language', () => {
  test('switching the language asks again; coming back to a language reads its cache', async () => {
    const calls = countedList();
    const { i18n, store } = await renderRoute('/investment/all');
    await screen.findByRole('heading', { level: 2, name: 'Bashundhara Green Residency' });
    expect(calls.count).toBe(1);

    await act(() => i18n.changeLanguage('bn'));
    expect(await screen.findByRole('heading', { level: 1, name: 'বিনিয়োগ প্রকল্পসমূহ' })).toBeInTheDocument();
    await waitFor(() => expect(calls.count).toBe(2));
    await waitFor(() =>
      expect(cachedLists(store.getState())).toEqual([
        { lng: 'en', status: 'fulfilled' },
        { lng: 'bn', status: 'fulfilled' },
      ]),
    );

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment projects' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bashundhara Green Residency' })).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  test('the start-up prefetch of /investment/all asks in the detected language, so the page reads it from the cache', async () => {
    localStorage.setItem('lang', 'bn');
    const calls = countedList();
    const store = makeStore();
    await preloadRoute('/investment/all', store.dispatch);
    await waitFor(() => expect(cachedLists(store.getState())).toEqual([{ lng: 'bn', status: 'fulfilled' }]));
    expect(calls.count).toBe(1);

    await renderRoute('/investment/all', { lng: 'bn', store });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bashundhara Green Residency' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
    expect(cachedLists(store.getState())).toEqual([{ lng: 'bn', status: 'fulfilled' }]);
  });
});
