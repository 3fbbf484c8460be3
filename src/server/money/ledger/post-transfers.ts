import { sql, type Kysely } from 'kysely';
import { newId, newOrderedIds, nowIso } from '../../db/ids';
import { rowsTable } from '../../db/rows-table';
import type { Database, TransferKind, TransferRow } from '../../db/schema';
import { BALANCE_LIMITED, type AccountSpec } from './account-keys';
import { accountIds, type AccountRef } from './accounts';

export interface TransferInput {
  debit: AccountRef;
  credit: AccountRef;
  /** poisha, > 0 */
  amount: number;
  kind: TransferKind;
  /** null for the demo seed, which no person performed */
  actorId: string | null;
  /** The investor concerned: the transfer appears in their transactions list. */
  userId?: string | null;
  projectId?: string | null;
  depositId?: string | null;
  expenseId?: string | null;
  /** The distribution (or its reversal) the transfer carries money of. */
  distributionId?: string | null;
  /** The withdrawal whose amount the transfer holds, pays or returns. */
  withdrawalId?: string | null;
  /** Set on a 'distribution_reversal': the transfer it mirrors. */
  reversesTransferId?: string | null;
  idempotencyKey?: string | null;
  /** When the money moved: now, unless the seed, a bench or a test books a past instant (transfers are never backdated later). */
  at?: string;
  /** The caller's answer when a balance-limited debit account holds less than the amount (available in poisha). */
  insufficient?: (available: number) => Error;
}

/** A figure stored beside a holding for speed (MONEY.md): its posted profit or loss share, moved with the transfers that explain it. */
export interface FigureMove {
  holding: AccountRef;
  figure: 'profit_posted' | 'loss_posted';
  /** poisha; negative when a reversal takes it back */
  poisha: number;
}

export class InsufficientBalanceError extends Error {
  constructor(readonly available: number) {
    super('Insufficient balance.');
  }
}

/** Refuses, before anything is written, a transfer that does not move a positive whole number of poisha. */
export function assertPoishaAmounts(transfers: Iterable<Pick<TransferInput, 'amount'>>): void {
  for (const t of transfers) if (!Number.isSafeInteger(t.amount) || t.amount <= 0) throw new RangeError('A transfer moves a positive whole number of poisha.');
}

const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0n);

/** Sums per account id, in id order: every statement then takes its row locks in one order, whoever posts. */
function totalsById(entries: Iterable<[string, number]>): Array<{ id: string; amount: number }> {
  const totals = new Map<string, number>();
  for (const [id, amount] of entries) totals.set(id, (totals.get(id) ?? 0) + amount);
  return [...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, amount]) => ({ id, amount }));
}

/**
 * Debits each account once by its total. A balance-limited account is debited only where it holds
 * the total (a conditional update), so no concurrent transfer takes it below zero; an account left
 * out means the money is not there, and the refusal rolls the caller's transaction back.
 */
async function debit(trx: Kysely<Database>, transfers: readonly TransferInput[], idOf: (ref: AccountRef) => string, now: string): Promise<void> {
  const limited = new Set(transfers.filter((t) => BALANCE_LIMITED.has(t.debit.kind)).map((t) => idOf(t.debit)));
  const rows = totalsById(transfers.map((t) => [idOf(t.debit), t.amount])).map((row) => ({ ...row, limited: limited.has(row.id) ? 1 : 0 }));
  const d = rowsTable(trx, 'd', { id: 'text', amount: 'bigint', limited: 'bigint' }, rows);
  const result = await sql`update accounts set debits_posted = debits_posted + d.amount, updated_at = ${now} from ${d}
    where accounts.id = d.id and (d.limited = 0 or accounts.credits_posted - accounts.debits_posted >= d.amount)`.execute(trx);
  if (affected(result) === rows.length) return;
  const balances = await trx
    .selectFrom('accounts')
    .select(['id', 'credits_posted', 'debits_posted'])
    .where('id', 'in', [...limited])
    .execute();
  const available = new Map(balances.map((row) => [row.id, Number(row.credits_posted) - Number(row.debits_posted)]));
  const needed = new Map(rows.map((row) => [row.id, row.amount]));
  const short = transfers.find((t) => {
    const id = idOf(t.debit);
    return limited.has(id) && (available.get(id) ?? 0) < (needed.get(id) ?? 0);
  });
  const left = available.get(idOf(short?.debit ?? transfers[0]!.debit)) ?? 0;
  throw short?.insufficient ? short.insufficient(left) : new InsufficientBalanceError(left);
}

async function credit(trx: Kysely<Database>, transfers: readonly TransferInput[], idOf: (ref: AccountRef) => string, now: string): Promise<void> {
  const rows = totalsById(transfers.map((t) => [idOf(t.credit), t.amount]));
  const c = rowsTable(trx, 'c', { id: 'text', amount: 'bigint' }, rows);
  const result = await sql`update accounts set credits_posted = credits_posted + c.amount, updated_at = ${now} from ${c} where accounts.id = c.id`.execute(trx);
  if (affected(result) !== rows.length) throw new Error(`A transfer credited ${affected(result)} of its ${rows.length} accounts.`);
}

async function moveFigures(trx: Kysely<Database>, figures: readonly FigureMove[], idOf: (ref: AccountRef) => string, now: string): Promise<void> {
  if (figures.length === 0) return;
  const byHolding = new Map<string, { id: string; profit: number; loss: number }>();
  for (const move of figures) {
    const id = idOf(move.holding);
    const entry = byHolding.get(id) ?? { id, profit: 0, loss: 0 };
    if (move.figure === 'profit_posted') entry.profit += move.poisha;
    else entry.loss += move.poisha;
    byHolding.set(id, entry);
  }
  const rows = [...byHolding.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const f = rowsTable(trx, 'f', { id: 'text', profit: 'bigint', loss: 'bigint' }, rows);
  // The kind is checked on the rows the update returns, not in its WHERE: there PostgreSQL may read
  // every holding into a hash instead of looking each id up (stale statistics led it to).
  const updated = await sql<{ kind: string }>`update accounts set profit_posted = profit_posted + f.profit, loss_posted = loss_posted + f.loss, updated_at = ${now}
    from ${f} where accounts.id = f.id returning kind`.execute(trx);
  if (updated.rows.length !== rows.length || updated.rows.some((row) => row.kind !== 'holding')) throw new Error('A profit or loss figure names no holding.');
}

async function insertRows(trx: Kysely<Database>, rows: readonly TransferRow[]): Promise<void> {
  const t = rowsTable(
    trx,
    't',
    {
      id: 'text',
      debit_account_id: 'text',
      credit_account_id: 'text',
      amount: 'bigint',
      kind: 'text',
      user_id: 'text',
      project_id: 'text',
      deposit_id: 'text',
      expense_id: 'text',
      distribution_id: 'text',
      withdrawal_id: 'text',
      reverses_transfer_id: 'text',
      actor_id: 'text',
      idempotency_key: 'text',
      created_at: 'text',
    },
    rows,
  );
  const result = await sql`insert into transfers (id, debit_account_id, credit_account_id, amount, kind, user_id, project_id, deposit_id, expense_id,
    distribution_id, withdrawal_id, reverses_transfer_id, actor_id, idempotency_key, created_at)
    select t.id, t.debit_account_id, t.credit_account_id, t.amount, t.kind, t.user_id, t.project_id, t.deposit_id, t.expense_id,
    t.distribution_id, t.withdrawal_id, t.reverses_transfer_id, t.actor_id, t.idempotency_key, t.created_at from ${t}`.execute(trx);
  if (affected(result) !== rows.length) throw new Error(`${affected(result)} of ${rows.length} transfers were written.`);
}

/**
 * Posts transfers inside the caller's transaction (MONEY.md): the immutable rows, both sides'
 * posted columns and the stored figures they move, all or nothing. One transfer or 100,000 take the
 * same statements: every account's total is moved by one set-based update, so a batch costs a few
 * round trips. Debits are taken before credits, so money credited in a batch does not fund a
 * balance-limited debit of the same batch.
 */
export async function postTransfers(trx: Kysely<Database>, transfers: readonly TransferInput[], figures: readonly FigureMove[] = []): Promise<TransferRow[]> {
  if (transfers.length === 0 && figures.length === 0) return [];
  assertPoishaAmounts(transfers);
  const idOf = await accountIds(trx, [...transfers.flatMap((t) => [t.debit, t.credit]), ...figures.map((move) => move.holding)]);
  const now = nowIso();
  if (transfers.length > 0) {
    await debit(trx, transfers, idOf, now);
    await credit(trx, transfers, idOf, now);
  }
  await moveFigures(trx, figures, idOf, now);
  // A lone transfer's id stays wholly random: an investment's first eight characters are its public
  // reference (INV-…). A batch takes ordered ids, so its rows land together in the primary key.
  const rowIds = transfers.length === 1 ? [newId()] : newOrderedIds(transfers.length);
  const rows = transfers.map((t, i): TransferRow => ({
    id: rowIds[i] ?? '',
    debit_account_id: idOf(t.debit),
    credit_account_id: idOf(t.credit),
    amount: t.amount,
    kind: t.kind,
    user_id: t.userId ?? null,
    project_id: t.projectId ?? null,
    deposit_id: t.depositId ?? null,
    expense_id: t.expenseId ?? null,
    distribution_id: t.distributionId ?? null,
    withdrawal_id: t.withdrawalId ?? null,
    reverses_transfer_id: t.reversesTransferId ?? null,
    actor_id: t.actorId,
    idempotency_key: t.idempotencyKey ?? null,
    created_at: t.at ?? now,
  }));
  if (rows.length > 0) await insertRows(trx, rows);
  return rows;
}

/** One transfer, through the same statements as many. */
export async function postTransfer(trx: Kysely<Database>, transfer: TransferInput): Promise<TransferRow> {
  const [row] = await postTransfers(trx, [transfer]);
  return row as TransferRow;
}

export type { AccountRef, AccountSpec };
