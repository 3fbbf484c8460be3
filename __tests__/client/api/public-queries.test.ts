import { http, HttpResponse } from 'msw';
import { authApi } from '../../../src/client/api/auth-api';
import { projectsApi } from '../../../src/client/api/projects-api';
import { tokenChanged } from '../../../src/client/api/session-slice';
import { trustApi } from '../../../src/client/api/trust-api';
import { makeStore } from '../../../src/client/app/store';
import { projectFixture, server, setupApiServer } from '../api-server';

setupApiServer();

/**
 * The page's head preloads the public data a page shows first without a token (server/services/
 * page-head-hints.ts): the app's request for it must carry none either, signed in or not, or the
 * browser would download it twice.
 */
describe('public queries go without the session token', () => {
  test('signed in, the project list, a project and the trust page ask without it; the user query with it', async () => {
    const seen = new Map<string, string | null>();
    const project = projectFixture({ _id: '0123456789abcdef01234567' });
    server.use(
      http.get('http://localhost/api/project/list', ({ request }) => {
        seen.set('list', request.headers.get('authorization'));
        return HttpResponse.json({ projects: [project] });
      }),
      http.get('http://localhost/api/project/:id', ({ request }) => {
        seen.set('project', request.headers.get('authorization'));
        return HttpResponse.json({ project });
      }),
      http.get('http://localhost/api/trust', ({ request }) => {
        seen.set('trust', request.headers.get('authorization'));
        return HttpResponse.json({ company: {}, advisors: [] });
      }),
      http.get('http://localhost/api/auth/user', ({ request }) => {
        seen.set('me', request.headers.get('authorization'));
        return HttpResponse.json({ user: { _id: 'u1' } });
      }),
    );
    const store = makeStore();
    store.dispatch(tokenChanged('session-token'));
    const requests = [
      store.dispatch(projectsApi.endpoints.getProjects.initiate('en')),
      store.dispatch(projectsApi.endpoints.getProject.initiate(project._id)),
      store.dispatch(trustApi.endpoints.getTrust.initiate()),
      store.dispatch(authApi.endpoints.getMe.initiate()),
    ];
    await Promise.all(requests);
    requests.forEach((request) => request.unsubscribe());
    expect(Object.fromEntries(seen)).toEqual({ list: null, project: null, trust: null, me: 'Bearer session-token' });
  });
});
