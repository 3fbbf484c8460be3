import type { Kysely } from 'kysely';
import { bdtToPoisha } from '../../shared/money';
import type { ProjectBody, ProjectUpdateBody } from '../../shared/schemas/projects';
import { newId, nowIso } from '../db/ids';
import { archiveProject, findProjectForWrite, insertProject, PROJECT_FACT_COLUMNS, projectColumns, projectFactColumns, updateProjectRow } from '../db/repositories/projects';
import type { Database, ProjectRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { recordAudit, type RequestOrigin } from './audit';
import { changedFields, projectSnapshot } from './audit-changes';
import { companyAccount, holding } from '../money/ledger/account-keys';
import { postTransfer } from '../money/ledger/post-transfers';
import { investorsHoldCapital, projectHoldsMoney } from '../money/reads/project-money';
import { projectHasCapital, projectNotFound, termsLocked } from '../money/project-refusals';

export interface ProjectWriteContext {
  db: Kysely<Database>;
  /** The administrator doing it; recorded on the transfers and audit events. */
  actorId: string;
  /** Where the admin's request came from, for the audit event written with the change. */
  requestOrigin: RequestOrigin | null;
  /** PUBLIC_URL: an absolute image URL on this origin is stored as its relative path. */
  publicUrl: string;
}

async function readBack(trx: Kysely<Database>, id: string): Promise<ProjectRow> {
  return trx.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * A new project and its opening capital (the create form's raised amount, MONEY.md: opening_capital
 * → holding(company, project)), together: the ledger check wants the raised amount to equal the
 * project's holdings. No transfer for an opening of 0.
 */
export async function createProject(ctx: ProjectWriteContext, body: ProjectBody): Promise<ProjectRow> {
  const raised = bdtToPoisha(body.raisedAmount);
  const id = newId();
  const now = nowIso();
  return writeTransaction(ctx.db, async (trx) => {
    await insertProject(trx, { id, ...projectColumns(body, ctx.publicUrl), raised_amount: raised, opening_capital: raised, created_at: now, updated_at: now });
    if (raised !== 0) {
      await postTransfer(trx, {
        debit: companyAccount('opening_capital'),
        credit: holding(null, id),
        amount: raised,
        kind: 'opening_capital',
        actorId: ctx.actorId,
        projectId: id,
      });
    }
    const created = await readBack(trx, id);
    await recordAudit(trx, ctx.requestOrigin, { actorId: ctx.actorId, action: 'project_created', targetType: 'project', targetId: id, after: projectSnapshot(created) });
    return created;
  });
}

/** The columns an investor's contract rests on (MONEY.md "Terms are fixed once money is in"). */
const TERM_COLUMNS = ['investor_share_percent', 'contract_type', 'term_months'] as const;

/** Numbers may come back from PostgreSQL as text; null stays null. */
const termValue = (value: string | number | null | undefined) => (value === null || value === undefined ? null : String(value));

/**
 * Replaces a live project's fields. The raised amount is not one of them: it moves only with
 * transfers into the project's holdings, so an edit form loaded before an investment cannot undo it.
 * The terms change only while no investor holds capital; the edit form sends them unchanged with
 * every save, which is no change. The row is locked before the holdings are read, so an investment
 * racing the edit has either committed (and is seen) or waits for it.
 */
export async function updateProject(ctx: ProjectWriteContext, id: string, body: ProjectUpdateBody): Promise<ProjectRow> {
  return writeTransaction(ctx.db, async (trx) => {
    const current = await findProjectForWrite(trx, id);
    if (!current) throw projectNotFound();
    // An edit form that does not send the funding target or the investors' share keeps them (null clears the target).
    const { funding_target, investor_share_percent, ...columns } = projectColumns(body, ctx.publicUrl);
    // Likewise the optional Bengali content and key facts: an older client that does not know them cannot erase them.
    const sent = projectFactColumns(body);
    for (const column of PROJECT_FACT_COLUMNS) if (sent[column] === undefined) Object.assign(columns, { [column]: current[column] });
    const values = {
      ...columns,
      funding_target: body.fundingTarget === undefined ? current.funding_target : funding_target,
      investor_share_percent: body.investorSharePercent === undefined ? current.investor_share_percent : investor_share_percent,
      updated_at: nowIso(),
    };
    const termsChange = TERM_COLUMNS.some((column) => termValue(values[column]) !== termValue(current[column]));
    if (termsChange && (await investorsHoldCapital(trx, id))) throw termsLocked();
    await updateProjectRow(trx, id, values);
    const updated = await readBack(trx, id);
    const { before, after } = changedFields(projectSnapshot(current), projectSnapshot(updated));
    await recordAudit(trx, ctx.requestOrigin, { actorId: ctx.actorId, action: 'project_updated', targetType: 'project', targetId: id, before, after });
    return updated;
  });
}

/**
 * Archives a live project (DELETE) and records it in the same transaction; 404 when none is live.
 * A project that still holds money is refused: archived, nothing could complete it or pay out of it
 * any more. The row is locked first (on SQLite BEGIN IMMEDIATE already serialises writers), so an
 * investment either committed before the check, and is counted, or finds the project archived.
 */
export async function archiveProjectAudited(ctx: ProjectWriteContext, id: string): Promise<void> {
  await writeTransaction(ctx.db, async (trx) => {
    const current = await findProjectForWrite(trx, id);
    if (!current) throw projectNotFound();
    if (await projectHoldsMoney(trx, id)) throw projectHasCapital();
    const now = nowIso();
    if (!(await archiveProject(trx, id, now))) throw projectNotFound();
    await recordAudit(trx, ctx.requestOrigin, {
      actorId: ctx.actorId,
      action: 'project_archived',
      targetType: 'project',
      targetId: id,
      before: { title: current.title, archivedAt: null },
      after: { title: current.title, archivedAt: now },
    });
  });
}
