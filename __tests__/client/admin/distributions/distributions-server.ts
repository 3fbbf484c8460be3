import { http, HttpResponse } from 'msw';
import type { ProjectDto } from '../../../../src/shared/api-types';
import type { DistributionDto } from '../../../../src/shared/distribution-types';
import { projectFixture, projectList, server } from '../../api-server';
import { postedFixture, previewFixture, PROJECT_ID } from './distribution-fixtures';

export const PROJECT = projectFixture({ _id: PROJECT_ID, title: 'Bashundhara Green Residency' });
const BASE = `http://localhost/api/project/${PROJECT_ID}/distributions`;

type Answer = { status: number; body: unknown };

/**
 * The distribution routes as msw handlers (the server side is built elsewhere: this follows the
 * contract of src/shared/distribution-types.ts). Every request's body is recorded.
 */
export function distributionsServer(
  options: {
    project?: ProjectDto;
    preview?: Answer[];
    post?: Answer[];
    list?: Array<Omit<DistributionDto, 'lines'>> | (() => Array<Omit<DistributionDto, 'lines'>>);
    reverse?: Answer;
  } = {},
) {
  const requests = { list: 0, preview: [] as unknown[], post: [] as unknown[], reverse: [] as unknown[] };
  const previews = options.preview ?? [{ status: 200, body: { distribution: previewFixture() } }];
  const posts = options.post ?? [{ status: 201, body: { distribution: postedFixture() } }];
  const answer = (list: Answer[], count: number) => {
    const { status, body } = list[Math.min(count, list.length - 1)]!;
    return HttpResponse.json(body as object, { status });
  };
  server.use(
    projectList([options.project ?? PROJECT]),
    http.get(BASE, () => {
      requests.list += 1;
      const list = typeof options.list === 'function' ? options.list() : options.list;
      return HttpResponse.json({ distributions: list ?? [] });
    }),
    http.post(`${BASE}/preview`, async ({ request }) => {
      requests.preview.push(await request.json());
      return answer(previews, requests.preview.length - 1);
    }),
    http.post(BASE, async ({ request }) => {
      requests.post.push(await request.json());
      return answer(posts, requests.post.length - 1);
    }),
    http.post('http://localhost/api/distributions/:id/reverse', async ({ request }) => {
      requests.reverse.push(await request.json());
      const { status, body } = options.reverse ?? { status: 200, body: { distribution: postedFixture({ reversedAt: '2026-11-26T08:00:00.000Z' }) } };
      return HttpResponse.json(body as object, { status });
    }),
  );
  return requests;
}
