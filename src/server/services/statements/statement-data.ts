import { sql, type Kysely } from 'kysely';
import type { Language } from '../../../shared/constants';
import { poishaToBdt } from '../../../shared/money';
import { depositReference, distributionReference, investmentReference, withdrawalReference } from '../../../shared/references';
import type { StatementHoldingDto, StatementLineDto } from '../../../shared/statement-types';
import type { Database, TransferKind } from '../../db/schema';
import { dayNumber, dayText, endOfBangladeshDay } from '../../money/distributions/bangladesh-days';
import { DIRECTION, kindOf, WALLET_KINDS } from '../../money/reads/transactions';
import { withdrawalOutcomes } from '../../money/reads/withdrawal-outcomes';
import { lineDescription } from './statement-text';

/** The instants a period of Bangladesh days covers: [start, end), as transfers.created_at is written. */
export function periodInstants(from: string, to: string): { start: string; end: string } {
  return { start: endOfBangladeshDay(dayText(dayNumber(from) - 1)), end: endOfBangladeshDay(to) };
}

export async function walletAccountId(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('accounts').select('id').where('account_key', '=', `investor_wallet:${userId}`).executeTakeFirst();
  return row?.id ?? null;
}

/** The wallet's balance (poisha) at `before`, summed from its transfers (the debit/credit indexes). */
export async function walletBalanceAt(db: Kysely<Database>, walletId: string | null, before: string): Promise<number> {
  if (!walletId) return 0;
  const sum = async (column: 'credit_account_id' | 'debit_account_id') => {
    const row = await db
      .selectFrom('transfers')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
      .where(column, '=', walletId)
      .where('created_at', '<', before)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };
  return (await sum('credit_account_id')) - (await sum('debit_account_id'));
}

/** A line as read, in poisha, before the running balance is added. */
export type StatementLine = Omit<StatementLineDto, 'balanceAfter' | 'amount' | 'walletChange'> & { amount: number; walletChange: number };

const PAGE = 500;

interface Cursor {
  createdAt: string;
  id: string;
}

/**
 * One keyset page of the transfers that moved the investor's wallet in [start, end), oldest first,
 * after `cursor`. A withdrawal's money back is part of its request's line, unless the request was
 * before the period: then it is the period's own line.
 */
function linePage(db: Kysely<Database>, userId: string, walletId: string, start: string, end: string, cursor: Cursor | null, pageSize: number) {
  return db
    .selectFrom('transfers as t')
    .leftJoin('projects as p', 'p.id', 't.project_id')
    .leftJoin('transfers as reversed', 'reversed.id', 't.reverses_transfer_id')
    .leftJoin('distributions as d', 'd.id', 't.distribution_id')
    .select([
      't.id',
      't.kind',
      'reversed.kind as reversed_kind',
      't.amount',
      't.debit_account_id',
      't.credit_account_id',
      'p.title',
      't.deposit_id',
      't.withdrawal_id',
      't.distribution_id',
      'd.reverses_distribution_id',
      'd.period_start',
      'd.period_end',
      't.created_at',
    ])
    .where('t.user_id', '=', userId)
    .where('t.kind', 'in', WALLET_KINDS)
    .where((eb) => eb.or([eb('t.debit_account_id', '=', walletId), eb('t.credit_account_id', '=', walletId)]))
    .where((eb) =>
      eb.or([
        eb('t.kind', '!=', 'withdrawal_returned'),
        eb.not(
          eb.exists(
            eb
              .selectFrom('transfers as request')
              .select('request.id')
              .whereRef('request.withdrawal_id', '=', 't.withdrawal_id')
              .where('request.kind', '=', 'withdrawal_requested')
              .where('request.created_at', '>=', start),
          ),
        ),
      ]),
    )
    .where('t.created_at', '>=', start)
    .where('t.created_at', '<', end)
    .$if(cursor !== null, (q) => q.where(sql<boolean>`(t.created_at, t.id) > (${cursor?.createdAt}, ${cursor?.id})`))
    .orderBy('t.created_at', 'asc')
    .orderBy('t.id', 'asc')
    .limit(pageSize)
    .execute();
}

/**
 * The period's lines, oldest first, read in keyset pages of the (user_id, created_at, id) index so a
 * 5,000-line statement never sits in memory at once: the CSV and PDF write each page as it comes.
 */
export async function* statementLines(
  db: Kysely<Database>,
  { userId, walletId, language, start, end }: { userId: string; walletId: string | null; language: Language; start: string; end: string },
  pageSize = PAGE,
): AsyncGenerator<StatementLine[]> {
  let after: Cursor | null = null;
  if (!walletId) return;
  for (;;) {
    const rows = await linePage(db, userId, walletId, start, end, after, pageSize);
    if (rows.length === 0) return;
    const requests = rows.flatMap((row) => (row.kind === 'withdrawal_requested' && row.withdrawal_id ? [row.withdrawal_id] : []));
    const outcomes = await withdrawalOutcomes(db, requests, end);
    yield rows.map((row) => {
      const kind = kindOf(row.kind, row.reversed_kind);
      const amount = Number(row.amount);
      const outcome = row.kind === 'withdrawal_requested' && row.withdrawal_id ? outcomes.get(row.withdrawal_id) : undefined;
      const walletChange = (row.credit_account_id === walletId ? amount : -amount) + (outcome?.returned ?? 0);
      const distribution = row.reverses_distribution_id ?? row.distribution_id;
      const reference = row.deposit_id
        ? depositReference(row.deposit_id)
        : row.kind === 'investment'
          ? investmentReference(row.id)
          : distribution
            ? distributionReference(distribution)
            : row.withdrawal_id
              ? withdrawalReference(row.withdrawal_id)
              : undefined;
      return {
        _id: row.id,
        createdAt: row.created_at,
        kind,
        direction: DIRECTION[kind],
        description: lineDescription(kind, language, {
          project: row.title ?? null,
          periodStart: row.period_start ?? null,
          periodEnd: row.period_end ?? null,
          status: outcome?.status ?? null,
        }),
        amount,
        walletChange,
        ...(reference ? { reference } : {}),
        ...(outcome ? { status: outcome.status } : {}),
      };
    });
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** Turns poisha lines into the DTO's BDT lines, carrying the wallet balance along (poisha, exact). */
export function withBalance(lines: StatementLine[], running: { balance: number }): StatementLineDto[] {
  return lines.map((line) => {
    running.balance += line.walletChange;
    return { ...line, amount: poishaToBdt(line.amount), walletChange: poishaToBdt(line.walletChange), balanceAfter: poishaToBdt(running.balance) };
  });
}

/**
 * The investor's holdings as they stood at `end`, from the transfers before it (the accounts'
 * stored figures are today's, not the period end's). Only holdings with capital are listed.
 */
export async function holdingsAt(db: Kysely<Database>, userId: string, end: string): Promise<StatementHoldingDto[]> {
  const rows = await db
    .selectFrom('transfers as t')
    .innerJoin('accounts as debit', 'debit.id', 't.debit_account_id')
    .innerJoin('accounts as credit', 'credit.id', 't.credit_account_id')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .leftJoin('transfers as reversed', 'reversed.id', 't.reverses_transfer_id')
    .select((eb) => [
      't.project_id',
      'p.title',
      't.kind',
      'reversed.kind as reversed_kind',
      'debit.kind as debit_kind',
      'debit.user_id as debit_user',
      'credit.kind as credit_kind',
      'credit.user_id as credit_user',
      eb.fn.sum<number>('t.amount').as('total'),
    ])
    .where('t.user_id', '=', userId)
    .where('t.created_at', '<', end)
    .groupBy(['t.project_id', 'p.title', 't.kind', 'reversed.kind', 'debit.kind', 'debit.user_id', 'credit.kind', 'credit.user_id'])
    .execute();
  const byProject = new Map<string, { project: string; principal: number; profit: number; loss: number }>();
  for (const row of rows) {
    const id = row.project_id as string;
    const figures = byProject.get(id) ?? { project: row.title, principal: 0, profit: 0, loss: 0 };
    const total = Number(row.total);
    if (row.credit_kind === 'holding' && row.credit_user === userId) figures.principal += total;
    if (row.debit_kind === 'holding' && row.debit_user === userId) figures.principal -= total;
    const kind = kindOf(row.kind, row.reversed_kind);
    if (kind === 'profit') figures.profit += total;
    if (kind === 'profit_reversed') figures.profit -= total;
    if (kind === 'loss') figures.loss += total;
    if (kind === 'loss_reversed') figures.loss -= total;
    byProject.set(id, figures);
  }
  return [...byProject.entries()]
    .filter(([, f]) => f.principal > 0)
    .map(([projectId, f]) => ({ projectId, project: f.project, principal: poishaToBdt(f.principal), profit: poishaToBdt(f.profit), loss: poishaToBdt(f.loss) }))
    .sort((a, b) => a.project.localeCompare(b.project) || a.projectId.localeCompare(b.projectId));
}

/** Period totals (poisha), added to as lines stream past; the loss is set once the lines are read (lossInPeriod). */
export class StatementTotals {
  in = 0;
  out = 0;
  profit = 0;
  loss = 0;
  add(line: StatementLine): void {
    if (line.walletChange > 0) this.in += line.walletChange;
    if (line.walletChange < 0) this.out -= line.walletChange;
    if (line.kind === 'profit') this.profit += line.amount;
    if (line.kind === 'profit_reversed') this.profit -= line.amount;
  }
  toDto() {
    return { in: poishaToBdt(this.in), out: poishaToBdt(this.out), profit: poishaToBdt(this.profit), loss: poishaToBdt(this.loss) };
  }
}

/** poisha summed over the investor's transfers of `kinds` in [start, end) */
async function sumOf(db: Kysely<Database>, userId: string, kinds: string[], start: string | null, end: string, reversing = false): Promise<number> {
  const row = await db
    .selectFrom('transfers as t')
    .leftJoin('transfers as reversed', 'reversed.id', 't.reverses_transfer_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('t.amount'), sql<number>`0`).as('total'))
    .where('t.user_id', '=', userId)
    .$if(!reversing, (q) => q.where('t.kind', 'in', kinds as TransferKind[]))
    .$if(reversing, (q) => q.where('t.kind', '=', 'distribution_reversal').where('reversed.kind', 'in', kinds as TransferKind[]))
    .$if(start !== null, (q) => q.where('t.created_at', '>=', start as string))
    .where('t.created_at', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The period's losses less reversed losses (poisha): they move a holding, not the wallet, so they are no line. */
export async function lossInPeriod(db: Kysely<Database>, userId: string, start: string, end: string): Promise<number> {
  return (await sumOf(db, userId, ['loss'], start, end)) - (await sumOf(db, userId, ['loss'], start, end, true));
}

/** Money held for the investor's unpaid withdrawals at `end` (poisha): requested, less paid or returned. */
export async function heldAt(db: Kysely<Database>, userId: string, end: string): Promise<number> {
  return (await sumOf(db, userId, ['withdrawal_requested'], null, end)) - (await sumOf(db, userId, ['withdrawal_paid', 'withdrawal_returned'], null, end));
}
