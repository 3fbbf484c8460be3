import { http, HttpResponse } from 'msw';
import type { DepositDto } from '../../../../src/shared/api-types';
import { server } from '../../api-server';
import { DEPOSIT_URL } from './deposit-fixtures';

export interface ReviewRequest {
  id: string;
  body: Record<string, unknown>;
}

/**
 * GET /api/deposit (with ?status=, keyset pages of ?limit= by an opaque ?cursor=), GET
 * /api/deposit/pending-count and PUT /api/deposit/:id as the server answers them. `review` decides the
 * PUT's answer; by default the deposit is decided. Records every request (`lists`: each list request's
 * status; `pages`: its cursor).
 */
export function depositsServer(initial: DepositDto[], review?: (request: ReviewRequest) => Response | undefined) {
  const state = { deposits: [...initial], lists: [] as (string | null)[], pages: [] as (string | null)[], counts: 0, reviews: [] as ReviewRequest[] };
  server.use(
    http.get(`${DEPOSIT_URL}/pending-count`, () => {
      state.counts += 1;
      return HttpResponse.json({ pending: state.deposits.filter((d) => d.status === 'pending').length });
    }),
    http.get(DEPOSIT_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const cursor = params.get('cursor');
      const limit = Number(params.get('limit') ?? 100);
      state.lists.push(status);
      state.pages.push(cursor);
      const matching = state.deposits.filter((d) => !status || d.status === status);
      const start = cursor ? matching.findIndex((d) => `c-${d._id}` === cursor) + 1 : 0;
      const page = matching.slice(start, start + limit);
      const last = page[page.length - 1];
      return HttpResponse.json({ deposits: page, nextCursor: start + limit < matching.length && last ? `c-${last._id}` : null });
    }),
    http.put(`${DEPOSIT_URL}/:id`, async ({ params, request }) => {
      const reviewRequest = { id: String(params.id), body: (await request.json()) as Record<string, unknown> };
      state.reviews.push(reviewRequest);
      const answer = review?.(reviewRequest);
      if (answer) return answer;
      const status = reviewRequest.body.status as DepositDto['status'];
      const adminRemarks = (reviewRequest.body.adminRemarks as string | undefined) ?? null;
      const adminRemarksBn = (reviewRequest.body.adminRemarksBn as string | undefined) ?? null;
      state.deposits = state.deposits.map((d) => (d._id === reviewRequest.id ? { ...d, status, adminRemarks, adminRemarksBn } : d));
      return HttpResponse.json({ deposit: state.deposits.find((d) => d._id === reviewRequest.id) });
    }),
  );
  return state;
}

/** Another admin decides `id` on the server (the next PUT for it is a 409). */
export function decideElsewhere(state: ReturnType<typeof depositsServer>, id: string, status: DepositDto['status']): void {
  state.deposits = state.deposits.map((d) => (d._id === id ? { ...d, status } : d));
}
