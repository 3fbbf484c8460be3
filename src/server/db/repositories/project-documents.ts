import type { Kysely } from 'kysely';
import type { ProjectDocumentDto } from '../../../shared/api-types';
import type { DocumentKind } from '../../../shared/project-facts';
import type { Database, ProjectDocumentRow } from '../schema';

/** A project's documents, oldest first (the order the admin added them). */
export async function listProjectDocuments(db: Kysely<Database>, projectId: string): Promise<ProjectDocumentRow[]> {
  return db.selectFrom('project_documents').selectAll().where('project_id', '=', projectId).orderBy('created_at').orderBy('id').execute();
}

export async function findProjectDocument(db: Kysely<Database>, projectId: string, id: string): Promise<ProjectDocumentRow | undefined> {
  return db.selectFrom('project_documents').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
}

export async function insertProjectDocument(db: Kysely<Database>, row: ProjectDocumentRow): Promise<void> {
  await db.insertInto('project_documents').values(row).execute();
}

/** False when another request removed it first. */
export async function deleteProjectDocument(db: Kysely<Database>, projectId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('project_documents').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The download goes through the API (the file is stored privately), so the URL is relative and host-free. */
export function documentUrl(row: Pick<ProjectDocumentRow, 'project_id' | 'id'>): string {
  return `/api/project/${row.project_id}/documents/${row.id}/file`;
}

export function toProjectDocumentDto(row: ProjectDocumentRow): ProjectDocumentDto {
  return {
    _id: row.id,
    projectId: row.project_id,
    kind: row.kind as DocumentKind,
    title: row.title,
    titleBn: row.title_bn,
    sizeBytes: Number(row.size_bytes),
    url: documentUrl(row),
    createdAt: row.created_at,
  };
}
