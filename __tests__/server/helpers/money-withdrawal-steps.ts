import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../../src/server/db/connection';
import type { Database } from '../../../src/server/db/schema';
import { decideWithdrawal } from '../../../src/server/money/withdrawals/decide-withdrawal';
import { requestWithdrawal } from '../../../src/server/money/withdrawals/request-withdrawal';
import type { MoneyEvent, WithdrawalEventType } from './money-events';

/** The part of the property test's model a withdrawal step reads and moves. */
export interface WalletModel {
  wallet(userId: string): number;
  addWallet(userId: string, poisha: number): void;
}

interface ModelWithdrawal {
  id: string;
  userId: string;
  amount: number;
  status: 'pending' | 'paid' | 'rejected' | 'cancelled';
}

/** The withdrawals the model expects, in poisha, in the order they were asked for. */
export class WithdrawalModel {
  list: ModelWithdrawal[] = [];
  pending = () => this.list.filter((w) => w.status === 'pending').reduce((sum, w) => sum + w.amount, 0);
}

export interface WithdrawalStepContext {
  db: Kysely<Database>;
  kind: DatabaseKind;
  step: number;
  event: MoneyEvent & { type: WithdrawalEventType };
  userId: string;
  adminId: string;
  model: WalletModel;
  withdrawals: WithdrawalModel;
  /** The refusal code of the work, or 'ok' (the property test's codeOf). */
  codeOf: (work: () => Promise<unknown>) => Promise<string>;
}

const BANK = { bankName: 'Islami Bank', branch: 'Motijheel', accountName: 'Rahim Uddin', accountNumber: '20501234567', routingNumber: '125275341' };
const STATUS = { cancel: 'cancelled', pay: 'paid', reject: 'rejected' } as const;

/**
 * Runs one withdrawal event against the services and the model; returns the outcome, or null when
 * a decision has no withdrawal to decide yet. A request asks for the event's amount, the whole wallet
 * (the boundary) or more than the wallet (refused); a decision picks a random earlier withdrawal,
 * pending or not. Throws (via expect) when the service's answer is not the model's.
 */
export async function withdrawalStep(c: WithdrawalStepContext): Promise<string | null> {
  const { event, model, withdrawals } = c;
  if (event.type === 'withdraw') {
    const available = model.wallet(c.userId);
    const eventAmount = Math.round(event.amount * 100);
    const mode = event.project % 4;
    const amount = mode === 0 ? available + eventAmount : mode === 1 && available > 0 ? available : eventAmount;
    const expected = amount > available ? 'INSUFFICIENT_BALANCE' : 'ok';
    let id = '';
    const outcome = await c.codeOf(async () => {
      const { withdrawal } = await requestWithdrawal(c.db, { userId: c.userId, amount: amount / 100, method: 'bank', account: BANK, idempotencyKey: `wd-${c.step}` });
      id = withdrawal.id;
    });
    expect(`${c.step} withdraw ${amount} of ${available}: ${outcome}`).toBe(`${c.step} withdraw ${amount} of ${available}: ${expected}`);
    if (outcome === 'ok') {
      model.addWallet(c.userId, -amount);
      withdrawals.list.push({ id, userId: c.userId, amount, status: 'pending' });
    }
    return outcome;
  }
  if (withdrawals.list.length === 0) return null;
  const target = withdrawals.list[event.investor % withdrawals.list.length]!;
  const status = STATUS[event.type];
  // A cancel is the owner's own (as the route sends it); pay and reject are the admin's.
  const cancel = event.type === 'cancel';
  const outcome = await c.codeOf(() =>
    decideWithdrawal(c.db, {
      withdrawalId: target.id,
      status,
      reference: status === 'paid' ? `TRX-${c.step}` : null,
      // Requests here are made moments ago to new details: paid within their safety hold.
      phoneConfirmed: status === 'paid',
      adminRemarks: status === 'rejected' ? 'Property test' : null,
      actorId: cancel ? target.userId : c.adminId,
      ...(cancel ? { ownerId: target.userId } : {}),
      origin: null,
    }),
  );
  const expected = target.status === 'pending' ? 'ok' : 'WITHDRAWAL_NOT_PENDING';
  expect(`${c.step} ${event.type} (${target.status}): ${outcome}`).toBe(`${c.step} ${event.type} (${target.status}): ${expected}`);
  if (outcome === 'ok') {
    target.status = status;
    if (status !== 'paid') model.addWallet(target.userId, target.amount);
  }
  return outcome;
}

/** At the end: the hold is the model's pending sum and every withdrawal has the model's status and amount. */
export async function expectWithdrawalsMatch(db: Kysely<Database>, withdrawals: WithdrawalModel, holdBalance: number): Promise<void> {
  expect(holdBalance).toBe(withdrawals.pending());
  const rows = await db.selectFrom('withdrawals').select(['id', 'user_id', 'amount', 'status']).execute();
  const actual = rows.map((r) => ({ id: r.id, userId: r.user_id, amount: Number(r.amount), status: r.status })).sort((a, b) => a.id.localeCompare(b.id));
  expect(actual).toEqual([...withdrawals.list].sort((a, b) => a.id.localeCompare(b.id)));
}
