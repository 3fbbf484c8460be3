import type { ProjectDocumentQuery } from '../../shared/schemas/project-documents';
import { projectNotFound } from '../money/project-refusals';
import { newId, nowIso } from '../db/ids';
import { deleteProjectDocument, findProjectDocument, insertProjectDocument } from '../db/repositories/project-documents';
import { findProjectForWrite } from '../db/repositories/projects';
import type { ProjectDocumentRow } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { recordAudit } from './audit';
import { type ProjectWriteContext } from './project-writes';
import type { FileStorage } from './storage/file-storage';

export const documentNotFound = () => new HttpError(404, 'Document not found.', 'DOCUMENT_NOT_FOUND');

const audited = (row: ProjectDocumentRow) => ({ documentId: row.id, kind: row.kind, title: row.title, sizeBytes: row.size_bytes });

/**
 * Stores a received PDF privately, then records it and its audit event in one transaction. The
 * file goes first: a row never names a missing file. When the transaction fails (the project was
 * deleted meanwhile) the stored file is removed again.
 */
export async function addProjectDocument(
  ctx: ProjectWriteContext & { storage: FileStorage },
  projectId: string,
  details: ProjectDocumentQuery,
  file: { path: string; size: number },
): Promise<ProjectDocumentRow> {
  const id = newId();
  const key = `project-documents/${id}.pdf`;
  await ctx.storage.putPrivate(key, { path: file.path }, 'application/pdf');
  const row: ProjectDocumentRow = {
    id,
    project_id: projectId,
    kind: details.kind,
    title: details.title,
    title_bn: details.titleBn ?? null,
    storage_key: key,
    size_bytes: file.size,
    uploaded_by: ctx.actorId,
    created_at: nowIso(),
  };
  try {
    await writeTransaction(ctx.db, async (trx) => {
      if (!(await findProjectForWrite(trx, projectId))) throw projectNotFound();
      await insertProjectDocument(trx, row);
      await recordAudit(trx, ctx.requestOrigin, { actorId: ctx.actorId, action: 'project_document_added', targetType: 'project', targetId: projectId, after: audited(row) });
    });
  } catch (error) {
    // The refusal is the answer; a file that cannot be removed now is only an unreferenced file.
    await ctx.storage.remove(key, 'private').catch(() => undefined);
    throw error;
  }
  return row;
}

/** Removes the row and records it together; the file goes after the commit (a failed removal leaves only an unreferenced file). */
export async function removeProjectDocument(ctx: ProjectWriteContext & { storage: FileStorage }, projectId: string, id: string): Promise<ProjectDocumentRow> {
  const row = await writeTransaction(ctx.db, async (trx) => {
    const found = await findProjectDocument(trx, projectId, id);
    if (!found || !(await deleteProjectDocument(trx, projectId, id))) throw documentNotFound();
    await recordAudit(trx, ctx.requestOrigin, { actorId: ctx.actorId, action: 'project_document_removed', targetType: 'project', targetId: projectId, before: audited(found) });
    return found;
  });
  await ctx.storage.remove(row.storage_key, 'private');
  return row;
}
