import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import type { WithdrawalLoad } from './withdrawal-load';

export interface WithdrawalVerdict {
  acknowledgedWithdrawals: number;
  acknowledgedPaid: number;
  acknowledgedRejected: number;
  acknowledgedCancelled: number;
  withdrawalsPendingAtEnd: number;
  /** Acknowledged requests or decisions the database does not hold as answered (missing, other amount or status, no settling transfer). */
  withdrawalsLost: number;
  /** A key held twice, a withdrawal held or settled more than once. */
  withdrawalsDouble: number;
  /** Withdrawals under a key nobody sent, or ended in a way nobody asked for; 409 NOT_PENDING answers whose withdrawal is still pending. */
  withdrawalsUnasked: number;
  /** Unanswered requests (never settled by a retry) that committed, and those that did not. */
  withdrawalsInDoubtCommitted: number;
  withdrawalsInDoubtNotCommitted: number;
}

const n = (value: unknown) => Number(value ?? 0);
const SETTLING: Record<string, string> = { paid: 'withdrawal_paid', rejected: 'withdrawal_returned', cancelled: 'withdrawal_returned' };

/**
 * Checks every withdrawal against what the workers answered: each acknowledged request held once
 * under its key with its amount, each acknowledged decision the withdrawal's final status with
 * exactly one settling transfer of its amount, and nothing held or ended that nobody asked for.
 */
export async function verifyWithdrawals(db: Kysely<Database>, load: WithdrawalLoad, problems: string[]): Promise<WithdrawalVerdict> {
  const report = (message: string) => {
    if (problems.length < 40) problems.push(message);
  };
  const decisions = [...load.decided.values()];
  const v: WithdrawalVerdict = {
    acknowledgedWithdrawals: load.acknowledged.size,
    acknowledgedPaid: decisions.filter((d) => d === 'paid').length,
    acknowledgedRejected: decisions.filter((d) => d === 'rejected').length,
    acknowledgedCancelled: decisions.filter((d) => d === 'cancelled').length,
    withdrawalsPendingAtEnd: 0,
    withdrawalsLost: 0,
    withdrawalsDouble: 0,
    withdrawalsUnasked: 0,
    withdrawalsInDoubtCommitted: 0,
    withdrawalsInDoubtNotCommitted: 0,
  };

  const rows = await db.selectFrom('withdrawals').select(['id', 'user_id', 'amount', 'status', 'idempotency_key']).execute();
  const transfers = await db.selectFrom('transfers').select(['withdrawal_id', 'kind', 'amount']).where('withdrawal_id', 'is not', null).execute();
  const movesOf = new Map<string, typeof transfers>();
  for (const t of transfers) movesOf.set(t.withdrawal_id as string, [...(movesOf.get(t.withdrawal_id as string) ?? []), t]);
  const byKey = new Map<string, typeof rows>();
  const byId = new Map(rows.map((r) => [r.id, r]));

  for (const r of rows) {
    if (r.status === 'pending') v.withdrawalsPendingAtEnd += 1;
    const prefix = `withdrawal:${r.user_id}:`;
    const key = r.idempotency_key.startsWith(prefix) ? r.idempotency_key.slice(prefix.length) : r.idempotency_key;
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
    const sent = load.requests.get(key);
    if (!sent || sent.userId !== r.user_id || sent.amount !== n(r.amount)) {
      v.withdrawalsUnasked += 1;
      report(`withdrawal ${r.id} held under key ${r.idempotency_key} (${n(r.amount)} poisha), which nobody sent`);
    }
    if (r.status !== 'pending' && !load.decisionsSent.get(r.id)?.has(r.status)) {
      v.withdrawalsUnasked += 1;
      report(`withdrawal ${r.id} is ${r.status}, which nobody asked for (sent: ${JSON.stringify([...(load.decisionsSent.get(r.id) ?? [])])})`);
    }
    const moves = movesOf.get(r.id) ?? [];
    const held = moves.filter((t) => t.kind === 'withdrawal_requested');
    const settled = moves.filter((t) => t.kind !== 'withdrawal_requested');
    if (held.length > 1 || settled.length > 1) {
      v.withdrawalsDouble += 1;
      report(`withdrawal ${r.id} (${r.status}) held ${held.length} and settled ${settled.length} times`);
    }
  }
  for (const [key, held] of byKey) {
    if (held.length > 1) {
      v.withdrawalsDouble += 1;
      report(`key ${key} holds ${held.length} withdrawals`);
    }
  }

  for (const [key, ack] of load.acknowledged) {
    const held = byKey.get(key) ?? [];
    const row = held[0];
    const hold = (movesOf.get(ack.id) ?? []).filter((t) => t.kind === 'withdrawal_requested');
    if (!row || row.id !== ack.id || row.user_id !== ack.userId || n(row.amount) !== ack.amount || hold.length !== 1 || n(hold[0]?.amount) !== ack.amount) {
      v.withdrawalsLost += 1;
      report(`acknowledged withdrawal ${ack.id} (key ${key}, ${ack.amount} poisha) not held as answered: ${JSON.stringify(row ?? 'missing')}, holds ${hold.length}`);
    }
  }
  for (const [id, decision] of load.decided) {
    const row = byId.get(id);
    const settling = (movesOf.get(id) ?? []).filter((t) => t.kind !== 'withdrawal_requested');
    if (!row || row.status !== decision || settling.length !== 1 || settling[0]?.kind !== SETTLING[decision] || n(settling[0]?.amount) !== n(row.amount)) {
      v.withdrawalsLost += 1;
      report(`acknowledged ${decision} of withdrawal ${id} not held: ${JSON.stringify(row ?? 'missing')}, settling ${JSON.stringify(settling)}`);
    }
  }
  for (const id of load.notPending) {
    if (byId.get(id)?.status === 'pending') {
      v.withdrawalsUnasked += 1;
      report(`withdrawal ${id} answered 409 WITHDRAWAL_NOT_PENDING is still pending`);
    }
  }
  for (const op of load.inDoubt.values()) {
    if (op.kind !== 'request') continue;
    v[byKey.has(op.sent.key) ? 'withdrawalsInDoubtCommitted' : 'withdrawalsInDoubtNotCommitted'] += 1;
  }
  if (v.withdrawalsLost + v.withdrawalsDouble + v.withdrawalsUnasked > 0) {
    problems.push(`withdrawals: ${v.withdrawalsLost} lost, ${v.withdrawalsDouble} double, ${v.withdrawalsUnasked} unasked`);
  }
  return v;
}
