import type { Kysely } from 'kysely';
import { projectNotFound } from '../project-refusals';
import type { InvestResponse } from '../../../shared/money-types';
import { bdtToPoisha, poishaToBdt } from '../../../shared/money';
import { investmentReference } from '../../../shared/references';
import { dialectOf } from '../../db/dialect';
import type { Database, TransferRow } from '../../db/schema';
import { oncePerKey } from '../idempotency';
import { recordAudit, type RequestOrigin } from '../../services/audit';
import { holding, wallet } from '../ledger/account-keys';
import { balanceOf } from '../ledger/accounts';
import {
  amountTooSmall,
  belowMinimumInvestment,
  fundingTargetReached,
  insufficientBalance,
  investmentKeyReused,
  projectClosed,
  projectNotOpenForInvestment,
} from './invest-refusals';
import { sameProjectAndAmount, transferWithKey } from './investment-keys';
import { postTransfer } from '../ledger/post-transfers';
import { moveRaisedAmount } from '../ledger/raised-amount';

export interface InvestRequest {
  /** Whose wallet money goes in. */
  userId: string;
  projectId: string;
  /** BDT */
  amount: number;
  idempotencyKey: string | null;
  /** Who did it: the investor, or the admin at the fund tab for them. */
  actorId: string;
  /** Set for an admin's allocation: the audit event 'funds_allocated' is written with it. */
  auditOrigin?: RequestOrigin | null;
}

export interface InvestResult extends InvestResponse {
  /** false when a retried key answered the first investment */
  created: boolean;
}

/** Keys are the user's own: another user's key never finds (or blocks) this user's investment. */
const scopedKey = (userId: string, key: string | null) => (key ? `invest:${userId}:${key}` : null);

async function answerFor(db: Kysely<Database>, transfer: TransferRow, userId: string, created: boolean): Promise<InvestResult> {
  const project = await db
    .selectFrom('projects')
    .select('title')
    .where('id', '=', transfer.project_id as string)
    .executeTakeFirstOrThrow();
  return {
    created,
    investment: {
      _id: transfer.id,
      projectId: transfer.project_id as string,
      projectTitle: project.title,
      amount: poishaToBdt(Number(transfer.amount)),
      reference: investmentReference(transfer.id),
      createdAt: transfer.created_at,
    },
    wallet: { availableBalance: poishaToBdt(await balanceOf(db, wallet(userId))) },
  };
}

const firstWithKey = (db: Kysely<Database>, key: string | null) => transferWithKey(db, 'investment', key);

/** The first investment made with the key; the key sent with another project or amount is refused. */
function replay(first: TransferRow, projectId: string, amount: number): TransferRow {
  if (!sameProjectAndAmount(first, projectId, amount)) throw investmentKeyReused();
  return first;
}

/**
 * Invests wallet money in a project (MONEY.md: investor_wallet → holding). Refusals, in the order
 * that helps the investor most: unknown project 404, archived or completed 409 PROJECT_CLOSED, a showcase
 * (no funding target) 409 PROJECT_NOT_OPEN_FOR_INVESTMENT, below the
 * project's minimum 400 BELOW_MINIMUM_INVESTMENT, below the
 * smallest option 400 AMOUNT_TOO_SMALL, beyond the funding target 409, more than the wallet holds 409. The checks
 * before the transaction only shape the answer; the conditional updates inside it are the guard,
 * so concurrent requests can neither overdraw the wallet nor pass the target.
 */
export async function invest(db: Kysely<Database>, request: InvestRequest): Promise<InvestResult> {
  const key = scopedKey(request.userId, request.idempotencyKey);
  const amount = bdtToPoisha(request.amount);
  const { transfer, created } = await oncePerKey(db, {
    earlier: (handle) => firstWithKey(handle, key),
    replay: (first) => ({ transfer: replay(first, request.projectId, amount), created: false }),
    // The project row is held before the key is read again: a retry whose first request committed while
    // this one waited answers that one, not the wallet or the target the first has just used up.
    lock: (trx) =>
      trx
        .selectFrom('projects')
        .selectAll()
        .where('id', '=', request.projectId)
        .$if(dialectOf(trx) === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst(),
    work: async (trx, project) => {
      if (!project) throw projectNotFound();
      if (project.archived_at !== null || project.completed_at !== null) throw projectClosed();
      if (project.funding_target === null) throw projectNotOpenForInvestment();
      // Read in this transaction with the row, so a minimum raised meanwhile is the one enforced.
      if (project.minimum_investment !== null && amount < Number(project.minimum_investment)) throw belowMinimumInvestment(poishaToBdt(Number(project.minimum_investment)));
      const options = (JSON.parse(project.investment_options) as unknown[]).map(Number).filter((value) => value > 0);
      const smallest = options.length > 0 ? Math.min(...options) : 0;
      if (amount < bdtToPoisha(smallest)) throw amountTooSmall(smallest);
      if (!(await moveRaisedAmount(trx, project.id, amount, { withinTarget: true }))) {
        // Re-read: a completion or deletion that committed while this waited for the row refuses it.
        const now = await trx
          .selectFrom('projects')
          .select(['raised_amount', 'funding_target', 'archived_at', 'completed_at'])
          .where('id', '=', project.id)
          .executeTakeFirstOrThrow();
        if (now.archived_at !== null || now.completed_at !== null) throw projectClosed();
        throw fundingTargetReached(Number(now.funding_target) - Number(now.raised_amount));
      }
      const row = await postTransfer(trx, {
        debit: wallet(request.userId),
        credit: holding(request.userId, project.id),
        amount,
        kind: 'investment',
        actorId: request.actorId,
        userId: request.userId,
        projectId: project.id,
        idempotencyKey: key,
        insufficient: (available) => insufficientBalance(amount - available),
      });
      if (request.auditOrigin !== undefined) {
        await recordAudit(trx, request.auditOrigin, {
          actorId: request.actorId,
          action: 'funds_allocated',
          targetType: 'project',
          targetId: project.id,
          before: { raisedAmount: poishaToBdt(Number(project.raised_amount)) },
          after: { raisedAmount: poishaToBdt(Number(project.raised_amount) + amount), amount: request.amount, userId: request.userId, transferId: row.id },
        });
      }
      return { transfer: row, created: true };
    },
  });
  return answerFor(db, transfer, request.userId, created);
}
