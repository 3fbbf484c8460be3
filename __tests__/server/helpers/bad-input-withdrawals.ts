import type { FastifyInstance } from 'fastify';
import type { CorpusRequest } from './bad-input-corpus';
import { HOSTILE_TEXT } from './bad-values';
import type { TestUser } from './users';

/** Issue 17's part of the bad-input world: a pending, a paid and a cancelled withdrawal, and requests only they make invalid. */
export interface WithdrawalWorld {
  pending: string;
  paid: string;
  cancelled: string;
  validBodies: Record<string, Record<string, unknown>>;
  targetPaths: Record<string, string>;
  stateRequests: CorpusRequest[];
}

const BANK = { bankName: 'Sonali Bank', branch: 'Motijheel', accountName: 'Fuzz Investor', accountNumber: '1234567890', routingNumber: '200275341' };
const SEED_KEY = 'seed-withdrawal-key';

async function call(app: FastifyInstance, as: TestUser, method: 'POST' | 'PUT', url: string, payload: object, status: number) {
  const res = await app.inject({ method, url, payload, headers: as.headers });
  if (res.statusCode !== status) throw new Error(`seeding: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Needs ৳350 in the investor's wallet; leaves ৳100 of it held by the pending withdrawal and ৳200 paid out. */
export async function seedWithdrawals(app: FastifyInstance, admin: TestUser, investor: TestUser): Promise<WithdrawalWorld> {
  const ask = async (amount: number, idempotencyKey: string, body: object = { method: 'bank', account: BANK }) =>
    (await call(app, investor, 'POST', '/api/withdrawals', { amount, password: investor.password, idempotencyKey, ...body }, 201)).withdrawal._id as string;
  const pending = await ask(100, SEED_KEY);
  const paid = await ask(200, 'seed-withdrawal-paid');
  await call(app, admin, 'PUT', `/api/withdrawals/${paid}`, { status: 'paid', reference: 'SEEDTRX1', phoneConfirmed: true }, 200);
  const cancelled = await ask(50, 'seed-withdrawal-cancelled', { method: 'bkash', account: { number: '01712345678' } });
  await call(app, investor, 'POST', `/api/withdrawals/${cancelled}/cancel`, {}, 200);

  const state: CorpusRequest[] = [];
  const add = (op: string, label: string, request: Omit<CorpusRequest, 'op' | 'kind' | 'label'>) => state.push({ op, kind: 'state', label, ...request });
  const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const create = (body: object) => ({
    method: 'POST' as const,
    url: '/api/withdrawals',
    as: 'investor' as const,
    ...json({ amount: 10, method: 'bank', account: BANK, password: investor.password, idempotencyKey: 'state-withdrawal-key', ...body }),
  });
  add('POST /api/withdrawals', 'more than the wallet holds', { ...create({ amount: 1_000_000 }), status: 409 });
  add('POST /api/withdrawals', 'a wrong password', { ...create({ password: 'not the password' }), status: 400 });
  add('POST /api/withdrawals', 'a key reused for another amount', { ...create({ idempotencyKey: SEED_KEY, amount: 99 }), status: 409 });
  // Decided withdrawals stay decided, whatever the remarks; another's (or an admin's) cancel finds nothing.
  const decide = (id: string, body: object) => ({ method: 'PUT' as const, url: `/api/withdrawals/${id}`, as: 'admin' as const, ...json(body) });
  for (const id of [paid, cancelled]) {
    add('PUT /api/withdrawals/{id}', 'pay a decided withdrawal', { ...decide(id, { status: 'paid', reference: 'TRX2' }), status: 409 });
    for (const text of HOSTILE_TEXT.filter((t) => t.trim() !== '' && !t.includes('\u0000'))) {
      add('PUT /api/withdrawals/{id}', `reject a decided withdrawal, remarks ${JSON.stringify(text).slice(0, 20)}`, {
        ...decide(id, { status: 'rejected', adminRemarks: text }),
        status: 409,
      });
    }
    add('POST /api/withdrawals/{id}/cancel', 'cancel a decided withdrawal', { method: 'POST', url: `/api/withdrawals/${id}/cancel`, as: 'investor', status: 409 });
  }
  add('POST /api/withdrawals/{id}/cancel', "an admin cancelling an investor's withdrawal", { method: 'POST', url: `/api/withdrawals/${pending}/cancel`, as: 'admin', status: 404 });
  add('GET /api/withdrawals', 'a cursor this server never made', { method: 'GET', url: '/api/withdrawals?cursor=bm90LWEtY3Vyc29y', as: 'investor', status: 400 });

  return {
    pending,
    paid,
    cancelled,
    validBodies: {
      // The wallet covers none of it: a valid shape still moves nothing.
      'POST /api/withdrawals': { amount: 50000, method: 'bank', account: BANK, password: investor.password, idempotencyKey: 'fuzz-withdrawal-key-1' },
      // Aimed at the paid withdrawal (targetPaths): any variant that passes validation meets 409.
      'PUT /api/withdrawals/{id}': { status: 'paid', reference: 'FUZZTRX1', adminRemarks: 'Paid from the main account.' },
    },
    targetPaths: {
      'PUT /api/withdrawals/{id}': `/api/withdrawals/${paid}`,
      'POST /api/withdrawals/{id}/cancel': `/api/withdrawals/${cancelled}/cancel`,
    },
    stateRequests: state,
  };
}
