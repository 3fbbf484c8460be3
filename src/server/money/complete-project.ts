import type { Kysely } from 'kysely';
import { projectNotFound } from './project-refusals';
import { poishaToBdt } from '../../shared/money';
import { nowIso } from '../db/ids';
import type { Database, PostingRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { recordAudit, type RequestOrigin } from '../services/audit';
import { companyAccount, holding, wallet } from './ledger/account-keys';
import { postInChunks, refuseWhilePosting } from './postings/post-in-chunks';

export const projectCompleted = () => new HttpError(409, 'This project is already completed: its capital has been returned.', 'PROJECT_COMPLETED');

export interface CompletionRequest {
  projectId: string;
  actorId: string;
  origin: RequestOrigin | null;
  /** Lines per chunk when the holdings are many; the default outside tests. */
  chunkLines?: number;
}

export interface CompletionResult {
  returns: CapitalReturn[];
  /** Set when the capital goes back in chunks after the answer; null when it went back with the completion. */
  posting: PostingRow | null;
}

/** One holding paid back (poisha); userId null for the company's own holding. */
export interface CapitalReturn {
  userId: string | null;
  amount: number;
}

/**
 * Completes a project (MONEY.md lifecycle): every holding's remaining capital goes back to its
 * owner's wallet (the company's holding to company_capital) and the project takes no more money.
 * The project row is claimed first with a conditional update, so of two admins (or two processes)
 * only one gets past it; on PostgreSQL that update also waits for an investment holding the row,
 * and the holdings are read after it, so a capital that has just come in is returned too.
 */
export async function completeProject(db: Kysely<Database>, request: CompletionRequest): Promise<CompletionResult> {
  // Returns capital over wallets other money also moves on: writeTransaction runs it again when PostgreSQL picks it as a deadlock victim.
  return writeTransaction(db, async (trx) => {
    const project = await trx.selectFrom('projects').select(['id', 'archived_at', 'completed_at', 'raised_amount']).where('id', '=', request.projectId).executeTakeFirst();
    if (!project || project.archived_at !== null) throw projectNotFound();
    const now = nowIso();
    const claimed = await trx.updateTable('projects').set({ completed_at: now, updated_at: now }).where('id', '=', project.id).where('completed_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw projectCompleted();
    await refuseWhilePosting(trx, project.id);
    const holdings = await trx
      .selectFrom('accounts')
      .select(['user_id', 'credits_posted', 'debits_posted'])
      .where('kind', '=', 'holding')
      .where('project_id', '=', project.id)
      .where((eb) => eb(eb('credits_posted', '-', eb.ref('debits_posted')), '>', 0))
      .orderBy('id')
      .execute();
    const returns: CapitalReturn[] = holdings.map((row) => ({ userId: row.user_id, amount: Number(row.credits_posted) - Number(row.debits_posted) }));
    const event = { event: 'completion' as const, eventId: project.id, projectId: project.id, actorId: request.actorId, distributionId: null };
    const lines = returns.map(({ userId, amount }) => ({
      transfer: {
        debit: holding(userId, project.id),
        credit: userId ? wallet(userId) : companyAccount('company_capital'),
        amount,
        kind: 'capital_returned' as const,
        actorId: request.actorId,
        userId,
        projectId: project.id,
      },
    }));
    const posting = await postInChunks(trx, event, lines, request.chunkLines);
    const total = returns.reduce((sum, r) => sum + r.amount, 0);
    await recordAudit(trx, request.origin, {
      actorId: request.actorId,
      action: 'project_completed',
      targetType: 'project',
      targetId: project.id,
      before: { completedAt: null },
      after: { completedAt: now, holdingsReturned: returns.length, capitalReturned: poishaToBdt(total) },
    });
    return { returns, posting };
  });
}
