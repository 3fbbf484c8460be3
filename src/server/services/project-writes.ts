import type { Kysely } from 'kysely';
import { bdtToPoisha } from '../../shared/money';
import type { ProjectBody } from '../../shared/schemas/projects';
import type { DatabaseKind } from '../db/connection';
import { newId, nowIso } from '../db/ids';
import { findProjectForWrite, insertProject, projectColumns, updateProjectRow } from '../db/repositories/projects';
import type { Database, ProjectRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { appendLedgerEntry } from './ledger';

export interface ProjectWriteContext {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The administrator doing it; recorded on the ledger rows. */
  actorId: string;
  /** PUBLIC_URL: an absolute image URL on this origin is stored as its relative path. */
  publicUrl: string;
}

export const projectNotFound = () => new HttpError(404, 'Project not found.', 'PROJECT_NOT_FOUND');

async function readBack(trx: Kysely<Database>, id: string): Promise<ProjectRow> {
  return trx.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * A new project and the 'project_opening' ledger row that explains its raised amount, together
 * (the ledger check: raised amount = sum of the project's ledger rows). No row for an opening of 0.
 */
export async function createProject(ctx: ProjectWriteContext, body: ProjectBody): Promise<ProjectRow> {
  const raised = bdtToPoisha(body.raisedAmount);
  const id = newId();
  const now = nowIso();
  return writeTransaction(ctx.db, ctx.kind, async (trx) => {
    await insertProject(trx, { id, ...projectColumns(body, ctx.publicUrl), raised_amount: raised, created_at: now, updated_at: now });
    if (raised !== 0) await appendLedgerEntry(trx, { type: 'project_opening', amount: raised, actorId: ctx.actorId, projectId: id });
    return readBack(trx, id);
  });
}

/**
 * Replaces a live project's fields. A changed raised amount is an admin correction: the signed
 * difference becomes a 'project_adjustment' row, since the ledger is append-only.
 */
export async function updateProject(ctx: ProjectWriteContext, id: string, body: ProjectBody): Promise<ProjectRow> {
  const raised = bdtToPoisha(body.raisedAmount);
  return writeTransaction(ctx.db, ctx.kind, async (trx) => {
    const current = await findProjectForWrite(trx, ctx.kind, id);
    if (!current) throw projectNotFound();
    await updateProjectRow(trx, id, { ...projectColumns(body, ctx.publicUrl), raised_amount: raised, updated_at: nowIso() });
    const difference = raised - Number(current.raised_amount);
    if (difference !== 0) await appendLedgerEntry(trx, { type: 'project_adjustment', amount: difference, actorId: ctx.actorId, projectId: id });
    return readBack(trx, id);
  });
}
