import type { Kysely } from 'kysely';
import { projectNotFound } from '../project-refusals';
import { poishaToBdt } from '../../../shared/money';
import { newId, nowIso } from '../../db/ids';
import { isUniqueViolation } from '../../db/repositories/users';
import type { AccountKind, Database, DistributionRow, PostingRow, TransferRow } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { recordAudit, type RequestOrigin } from '../../services/audit';
import { BALANCE_LIMITED, holding, type AccountSpec } from '../ledger/account-keys';
import type { AccountRef } from '../ledger/accounts';
import { postTransfers, type FigureMove, type TransferInput } from '../ledger/post-transfers';
import type { PostingLine } from '../postings/chunk-codec';
import { postInChunks, refuseWhilePosting } from '../postings/post-in-chunks';
import { alreadyReversed, completedProjectReversal, distributionNotFound, reversalInsufficientBalance, reversalOfReversal } from './reversal-refusals';

export interface ReversalRequest {
  distributionId: string;
  reason: string;
  actorId: string;
  origin: RequestOrigin | null;
  /** Lines per chunk when the transfers are many; the default outside tests. */
  chunkLines?: number;
}

export interface ReversalResult {
  original: DistributionRow;
  reversal: DistributionRow;
  /** Set when the mirrors post in chunks after the answer; null when they posted with the row. */
  posting: PostingRow | null;
}

interface Side {
  id: string;
  spec: AccountSpec;
  balance: number;
}

type Original = TransferRow & { debit: Side; credit: Side };

async function transfersOf(trx: Kysely<Database>, distributionId: string): Promise<Original[]> {
  const rows = await trx
    .selectFrom('transfers as t')
    .innerJoin('accounts as d', 'd.id', 't.debit_account_id')
    .innerJoin('accounts as c', 'c.id', 't.credit_account_id')
    .selectAll('t')
    .select([
      'd.kind as d_kind',
      'd.user_id as d_user',
      'd.project_id as d_project',
      'd.credits_posted as d_credits',
      'd.debits_posted as d_debits',
      'c.kind as c_kind',
      'c.user_id as c_user',
      'c.project_id as c_project',
      'c.credits_posted as c_credits',
      'c.debits_posted as c_debits',
    ])
    .where('t.distribution_id', '=', distributionId)
    .orderBy('t.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    amount: Number(row.amount),
    debit: {
      id: row.debit_account_id,
      spec: { kind: row.d_kind as AccountKind, userId: row.d_user, projectId: row.d_project },
      balance: Number(row.d_credits) - Number(row.d_debits),
    },
    credit: {
      id: row.credit_account_id,
      spec: { kind: row.c_kind as AccountKind, userId: row.c_user, projectId: row.c_project },
      balance: Number(row.c_credits) - Number(row.c_debits),
    },
  }));
}

/**
 * How many balance-limited accounts (investors' wallets) no longer hold what the mirrors would take
 * from them, so the refusal can say so before anything is written. The conditional debit in
 * postTransfer stays the guard against a withdrawal that commits in between.
 */
function accountsShort(transfers: Original[]): number {
  const needed = new Map<string, { balance: number; amount: number }>();
  for (const t of transfers) {
    if (!BALANCE_LIMITED.has(t.credit.spec.kind)) continue;
    const entry = needed.get(t.credit.id) ?? { balance: t.credit.balance, amount: 0 };
    entry.amount += t.amount;
    needed.set(t.credit.id, entry);
  }
  return [...needed.values()].filter((entry) => entry.balance < entry.amount).length;
}

/**
 * The mirrors of a distribution's transfers, each with the holding figure its original moved, taken
 * back: an investor's profit line ('profit', to their wallet) and every loss line (taken from the
 * holding). The mudarib share and the company holding's line share a kind ('profit_company'), and
 * the ledger check stops counting the share once the reversal row exists, so the share's mirror is
 * the head, posted with that row; the company holding's figure rides on the mirror of its line. The
 * mirrors that take money out of project_income come last, so while the lines post in chunks it
 * holds what has come back and never goes below zero.
 */
/** The account as a reference by id, written out whole: a spread is slow over 100,000 lines. */
const accountRef = ({ spec, id }: { spec: AccountSpec; id: string }): AccountRef => ({ kind: spec.kind, userId: spec.userId, projectId: spec.projectId, id });

function mirrorsOf(original: DistributionRow, reversal: DistributionRow, transfers: Original[]): { head: TransferInput[]; lines: PostingLine[] } {
  const share = Number(original.company_share);
  const shareTransfer = original.kind === 'profit' && share > 0 ? transfers.find((t) => t.kind === 'profit_company' && t.amount === share) : undefined;
  const companyLine = transfers.filter((t) => t.kind === 'profit_company' && t !== shareTransfer).reduce((sum, t) => sum + t.amount, 0);
  let companyFigure: FigureMove | undefined = companyLine > 0 ? { holding: holding(null, original.project_id), figure: 'profit_posted', poisha: -companyLine } : undefined;
  const mirror = (t: Original): TransferInput => ({
    debit: accountRef(t.credit),
    credit: accountRef(t.debit),
    amount: t.amount,
    kind: 'distribution_reversal',
    actorId: reversal.actor_id,
    userId: t.user_id,
    projectId: t.project_id,
    distributionId: reversal.id,
    reversesTransferId: t.id,
    insufficient: () => reversalInsufficientBalance(null),
  });
  const lines = transfers
    .filter((t) => t !== shareTransfer)
    .map((t): PostingLine => {
      let figure: FigureMove | undefined;
      if (t.kind === 'profit' && t.credit.spec.userId) figure = { holding: holding(t.credit.spec.userId, original.project_id), figure: 'profit_posted', poisha: -t.amount };
      if (t.kind === 'loss') figure = { holding: accountRef(t.debit), figure: 'loss_posted', poisha: -t.amount };
      if (t.kind === 'profit_company' && companyFigure) [figure, companyFigure] = [companyFigure, undefined];
      return figure ? { transfer: mirror(t), figure } : { transfer: mirror(t) };
    });
  const outOfIncome = (line: PostingLine) => (line.transfer.debit.kind === 'project_income' ? 1 : 0);
  return { head: shareTransfer ? [mirror(shareTransfer)] : [], lines: lines.sort((a, b) => outOfIncome(a) - outOfIncome(b)) };
}

/**
 * Reverses a posted distribution (MONEY.md): a new distributions row pointing at it, and for every
 * one of its transfers the mirror (same amount, sides swapped), in one transaction or, when they
 * are many, frozen with the row and posted in chunks after it. The row is
 * inserted first: the unique index on reverses_distribution_id makes a second reversal, from any
 * process, wait for the first and then fail, so the money moves back once.
 */
export async function reverseDistribution(db: Kysely<Database>, request: ReversalRequest): Promise<ReversalResult> {
  try {
    return await writeTransaction(db, async (trx) => {
      const original = await trx.selectFrom('distributions').selectAll().where('id', '=', request.distributionId).executeTakeFirst();
      if (!original) throw distributionNotFound();
      if (original.reverses_distribution_id !== null) throw reversalOfReversal();
      const earlier = await trx.selectFrom('distributions').select('id').where('reverses_distribution_id', '=', original.id).executeTakeFirst();
      if (earlier) throw alreadyReversed();
      // Holds the project row against a completion (which claims it the same way) until this commits.
      const open = await trx
        .updateTable('projects')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', original.project_id)
        .where('completed_at', 'is', null)
        .executeTakeFirst();
      if (Number(open.numUpdatedRows) !== 1) throw completedProjectReversal();
      await refuseWhilePosting(trx, original.project_id);
      // A reversed loss puts capital back into the holdings, and a deleted (archived) project holds none: nothing could return it.
      if (original.kind === 'loss') {
        const project = await trx.selectFrom('projects').select('archived_at').where('id', '=', original.project_id).executeTakeFirstOrThrow();
        if (project.archived_at !== null) throw projectNotFound();
      }
      const reversal: DistributionRow = {
        ...original,
        id: newId(),
        reverses_distribution_id: original.id,
        reason: request.reason,
        actor_id: request.actorId,
        idempotency_key: null,
        created_at: nowIso(),
      };
      await trx.insertInto('distributions').values(reversal).execute();
      const transfers = await transfersOf(trx, original.id);
      const short = accountsShort(transfers);
      if (short > 0) throw reversalInsufficientBalance(short);
      const event = { event: 'distribution' as const, eventId: reversal.id, projectId: reversal.project_id, actorId: reversal.actor_id, distributionId: reversal.id };
      const { head, lines } = mirrorsOf(original, reversal, transfers);
      await postTransfers(trx, head);
      const posting = await postInChunks(trx, event, lines, request.chunkLines);
      await recordAudit(trx, request.origin, {
        actorId: request.actorId,
        action: 'distribution_reversed',
        targetType: 'project',
        targetId: original.project_id,
        before: {
          distributionId: original.id,
          kind: original.kind,
          amount: poishaToBdt(Number(original.amount)),
          periodStart: original.period_start,
          periodEnd: original.period_end,
        },
        after: { reversalId: reversal.id, reason: request.reason, transfers: transfers.length },
      });
      return { original, reversal, posting };
    });
  } catch (error) {
    // A concurrent reversal committed first: the unique index refused this one.
    if (isUniqueViolation(error)) throw alreadyReversed();
    throw error;
  }
}
