import { http, HttpResponse } from 'msw';
import type { WithdrawalDto } from '../../../../src/shared/withdrawal-types';
import { server } from '../../api-server';
import { WITHDRAWALS_URL } from './withdrawal-fixtures';

export interface DecisionRequest {
  id: string;
  body: Record<string, unknown>;
}

/**
 * GET /api/withdrawals (?status=, keyset pages of ?limit= by an opaque ?cursor=), GET
 * /api/withdrawals/pending-count and PUT /api/withdrawals/:id as the server answers them: a decided
 * one answers 409 WITHDRAWAL_NOT_PENDING. `decide` may answer the PUT instead. Records every request.
 */
export function withdrawalsServer(initial: WithdrawalDto[], decide?: (request: DecisionRequest) => Response | undefined) {
  const state = { withdrawals: [...initial], lists: [] as (string | null)[], pages: [] as (string | null)[], counts: 0, decisions: [] as DecisionRequest[] };
  server.use(
    http.get(`${WITHDRAWALS_URL}/pending-count`, () => {
      state.counts += 1;
      return HttpResponse.json({ pending: state.withdrawals.filter((w) => w.status === 'pending').length });
    }),
    http.get(WITHDRAWALS_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const cursor = params.get('cursor');
      const limit = Number(params.get('limit') ?? 20);
      state.lists.push(status);
      state.pages.push(cursor);
      const matching = state.withdrawals.filter((w) => !status || w.status === status);
      const start = cursor ? matching.findIndex((w) => `c-${w._id}` === cursor) + 1 : 0;
      const page = matching.slice(start, start + limit);
      const last = page[page.length - 1];
      return HttpResponse.json({ withdrawals: page, nextCursor: start + limit < matching.length && last ? `c-${last._id}` : null });
    }),
    http.put(`${WITHDRAWALS_URL}/:id`, async ({ params, request }) => {
      const decision = { id: String(params.id), body: (await request.json()) as Record<string, unknown> };
      state.decisions.push(decision);
      const answer = decide?.(decision);
      if (answer) return answer;
      const current = state.withdrawals.find((w) => w._id === decision.id);
      if (!current) return HttpResponse.json({ message: 'Withdrawal not found.', code: 'WITHDRAWAL_NOT_FOUND' }, { status: 404 });
      if (current.status !== 'pending') return HttpResponse.json({ message: 'This withdrawal has already been decided.', code: 'WITHDRAWAL_NOT_PENDING' }, { status: 409 });
      const status = decision.body.status as 'paid' | 'rejected';
      const updated: WithdrawalDto = {
        ...current,
        status,
        paymentReference: status === 'paid' ? (decision.body.reference as string) : null,
        adminRemarks: (decision.body.adminRemarks as string | undefined) ?? null,
        adminRemarksBn: (decision.body.adminRemarksBn as string | undefined) ?? null,
        decidedAt: '2026-03-03T10:00:00.000Z',
      };
      state.withdrawals = state.withdrawals.map((w) => (w._id === decision.id ? updated : w));
      return HttpResponse.json({ withdrawal: updated });
    }),
  );
  return state;
}

/** Another admin decides `id` on the server (the next PUT for it is a 409). */
export function decideElsewhere(state: ReturnType<typeof withdrawalsServer>, id: string, status: WithdrawalDto['status']): void {
  state.withdrawals = state.withdrawals.map((w) => (w._id === id ? { ...w, status } : w));
}
