import type { FastifyInstance } from 'fastify';
import { toAsciiDigits } from '../../../src/shared/format';
import type { CorpusRequest } from './bad-input-corpus';
import { HOSTILE_TEXT } from './bad-values';
import { fileBody, pngImage } from './multipart';
import type { TestUser } from './users';

/** Issue 17's payment accounts in the bad-input world: a bKash and an inactive Nagad account, a deposit with a TrxID, and requests only they make invalid. */
export interface PaymentAccountWorld {
  /** Every payment account id (the bank details of the world are one too). */
  ids: string[];
  validBodies: Record<string, Record<string, unknown>>;
  targetPaths: Record<string, string>;
  stateRequests: CorpusRequest[];
}

const BANK_ACCOUNT = {
  kind: 'bank',
  bankName: 'Sonali Bank',
  branch: 'Motijheel',
  routingNumber: '200275341',
  accountName: 'Halal Invest Ltd',
  accountNumber: '1234 5678 90',
  instruction: 'Write your customer ID in the reference.',
  instructionBn: 'রেফারেন্সে আপনার গ্রাহক আইডি লিখুন।',
  active: true,
};
const SEED_TRX = 'SEEDTRX2026';

async function call(app: FastifyInstance, as: TestUser, method: 'POST' | 'PUT', url: string, payload: object, status: number) {
  const res = await app.inject({ method, url, payload, headers: as.headers });
  if (res.statusCode !== status) throw new Error(`seeding: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

async function screenshot(app: FastifyInstance, as: TestUser): Promise<string> {
  const body = fileBody(await pngImage(20, 12));
  const res = await app.inject({ method: 'POST', url: '/api/file/upload', ...body, headers: { ...body.headers, ...as.headers } });
  if (res.statusCode !== 201) throw new Error(`seeding: upload answered ${res.statusCode}: ${res.body}`);
  return res.json().url;
}

export async function seedPaymentAccounts(app: FastifyInstance, admin: TestUser, investor: TestUser, bankId: string): Promise<PaymentAccountWorld> {
  const wallet = (kind: string, accountNumber: string, active: boolean) => ({ kind, accountName: 'Halal Invest Ltd', accountNumber, instruction: 'Send the TrxID.', active });
  const bkash = (await call(app, admin, 'POST', '/api/payment-accounts', wallet('bkash', '01712345678', true), 201)).paymentAccount._id as string;
  const nagad = (await call(app, admin, 'POST', '/api/payment-accounts', wallet('nagad', '01912345678', false), 201)).paymentAccount._id as string;
  // A deposit paid by bKash: its TrxID is taken from now on.
  const url = await screenshot(app, investor);
  await call(app, investor, 'POST', '/api/deposit', { amount: 700, url, paymentAccountId: bkash, reference: SEED_TRX, sender: '01812345678' }, 201);

  const state: CorpusRequest[] = [];
  const add = (label: string, body: object, status?: number) =>
    state.push({
      op: 'POST /api/deposit',
      kind: 'state',
      label,
      method: 'POST',
      url: '/api/deposit',
      as: 'investor',
      ...(status === undefined ? {} : { status }),
      payload: JSON.stringify({ amount: 100, url, ...body }),
      headers: { 'content-type': 'application/json' },
    });
  add('a TrxID used before', { paymentAccountId: bkash, reference: SEED_TRX }, 409);
  add('a TrxID used before, lower case and spaced', { paymentAccountId: bkash, reference: ` ${SEED_TRX.toLowerCase()} ` }, 409);
  add('an inactive account', { paymentAccountId: nagad, reference: 'FRESHTRX1' }, 400);
  add('an unknown account', { paymentAccountId: 'ffffffffffffffffffffffff', reference: 'FRESHTRX1' }, 404);
  add("another row's id as the account", { paymentAccountId: investor.user.id, reference: 'FRESHTRX1' }, 404);
  add('bKash without a TrxID', { paymentAccountId: bkash }, 400);
  add('bKash with a sender that is no mobile number', { paymentAccountId: bkash, reference: 'FRESHTRX1', sender: '1234' }, 400);
  // Text the document allows but a TrxID or a mobile number never is: refused by the kind's rules.
  for (const text of HOSTILE_TEXT.filter((t) => t.trim() !== '')) {
    // 'constructor' upper-cased is a well-formed TrxID: only text no reading makes one is sent as a TrxID.
    if (!/^[A-Z0-9]{6,20}$/.test(toAsciiDigits(text).trim().toUpperCase())) {
      add(`bKash TrxID ${JSON.stringify(text).slice(0, 20)}`, { paymentAccountId: bkash, reference: text }, text.includes('\u0000') ? undefined : 400);
    }
    add(`bKash sender ${JSON.stringify(text).slice(0, 20)}`, { paymentAccountId: bkash, reference: 'FRESHTRX1', sender: text }, text.includes('\u0000') ? undefined : 400);
  }
  // Inactive accounts are the admin's: the option is refused to others.
  state.push({ op: 'GET /api/payment-accounts', kind: 'state', label: '?all=1 as an investor', method: 'GET', url: '/api/payment-accounts?all=1', as: 'investor', status: 403 });
  state.push({ op: 'GET /api/payment-accounts', kind: 'state', label: '?all=1 anonymously', method: 'GET', url: '/api/payment-accounts?all=1', as: 'anonymous', status: 401 });

  return {
    ids: [bankId, bkash, nagad],
    validBodies: {
      'POST /api/payment-accounts': BANK_ACCOUNT,
      'PUT /api/payment-accounts/{id}': BANK_ACCOUNT,
    },
    targetPaths: { 'PUT /api/payment-accounts/{id}': `/api/payment-accounts/${nagad}` },
    stateRequests: state,
  };
}
