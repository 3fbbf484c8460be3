import fs from 'node:fs/promises';
import { projectNotFound } from '../money/project-refusals';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MessageResponse, ProjectDocumentListResponse, ProjectDocumentResponse } from '../../shared/api-types';
import { projectDocumentParams, projectDocumentQuerySchema, type ProjectDocumentQuery } from '../../shared/schemas/project-documents';
import { projectIdParams } from '../../shared/schemas/projects';
import { findProjectDocument, listProjectDocuments, toProjectDocumentDto } from '../db/repositories/project-documents';
import { findProject } from '../db/repositories/projects';
import { currentUser } from '../plugins/auth';
import { originOf } from '../services/audit';
import { addProjectDocument, documentNotFound, removeProjectDocument } from '../services/project-documents';
import { PDF_SNIFF } from '../services/uploads/pdf-type';
import { receiveUpload, UPLOAD_LIMITS } from '../services/uploads/receive-upload';
import { projectDocumentListResponseSchema, projectDocumentResponseSchema } from '../../shared/responses/projects';
import { messageResponseSchema } from '../../shared/responses/shape';
import { errors, fileReply } from '../openapi/responses';

type DocParams = { id: string; docId: string };

/** A file name for the download: the title in ASCII for old browsers, the full title in filename*. */
function contentDisposition(title: string): string {
  const ascii =
    title
      .replace(/[^\w .-]+/g, '')
      .trim()
      .slice(0, 100) || 'document';
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`;
}

/**
 * PDFs an admin attaches to a project (Shariah approval, deed, contract). They are stored
 * privately and leave only through the download route, so a removed document stops being served at
 * once; anyone may list and download the documents of a live project.
 */
export const projectDocumentRoutes: FastifyPluginAsync = async (app) => {
  // Registered in this plugin only, so no other route accepts multipart bodies (as in files.ts).
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  const tmpDir = path.join(app.config.dataDir, 'tmp');
  const writeContext = (request: FastifyRequest) => ({
    db: app.db,
    storage: app.storage,
    actorId: currentUser(request).id,
    publicUrl: app.config.publicUrl,
    requestOrigin: originOf(request),
  });

  app.get<{ Params: { id: string } }>(
    '/project/:id/documents',
    { config: { access: 'public' }, schema: { response: { 200: projectDocumentListResponseSchema, ...errors(404) }, params: projectIdParams } },
    async (request): Promise<ProjectDocumentListResponse> => {
      if (!(await findProject(app.db, request.params.id))) throw projectNotFound();
      return { documents: (await listProjectDocuments(app.db, request.params.id)).map(toProjectDocumentDto) };
    },
  );

  app.post<{ Params: { id: string }; Querystring: ProjectDocumentQuery }>(
    '/project/:id/documents',
    {
      config: { access: 'admin' },
      schema: { response: { 201: projectDocumentResponseSchema, ...errors(404, 413, 415) }, params: projectIdParams, querystring: projectDocumentQuerySchema },
    },
    async (request, reply) => {
      // Checked before the body is read: an upload to a missing project is refused at once.
      if (!(await findProject(app.db, request.params.id))) throw projectNotFound();
      const received = await receiveUpload(request, tmpDir, PDF_SNIFF);
      try {
        const row = await addProjectDocument(writeContext(request), request.params.id, request.query, received);
        request.log.info({ actor: currentUser(request).id, target: request.params.id, action: 'project.document.add', document: row.id }, 'admin added a project document');
        const answer: ProjectDocumentResponse = { document: toProjectDocumentDto(row) };
        return reply.code(201).send(answer);
      } finally {
        await fs.rm(received.path, { force: true });
      }
    },
  );

  app.get<{ Params: DocParams }>(
    '/project/:id/documents/:docId/file',
    { config: { access: 'public' }, schema: { response: { 200: fileReply('The document', ['application/pdf']), ...errors(404) }, params: projectDocumentParams } },
    async (request, reply) => {
      const { id, docId } = request.params;
      const row = (await findProject(app.db, id)) ? await findProjectDocument(app.db, id, docId) : undefined;
      if (!row) throw documentNotFound();
      const file = await app.storage.readPrivate(row.storage_key);
      if (!file) throw documentNotFound();
      return reply
        .header('content-type', 'application/pdf')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', String(row.size_bytes))
        .header('cache-control', 'no-cache')
        .header('content-disposition', contentDisposition(row.title))
        .send(file.body);
    },
  );

  app.delete<{ Params: DocParams }>(
    '/project/:id/documents/:docId',
    { config: { access: 'admin' }, schema: { response: { 200: messageResponseSchema, ...errors(404) }, params: projectDocumentParams } },
    async (request): Promise<MessageResponse> => {
      const row = await removeProjectDocument(writeContext(request), request.params.id, request.params.docId);
      request.log.info({ actor: currentUser(request).id, target: request.params.id, action: 'project.document.remove', document: row.id }, 'admin removed a project document');
      return { message: 'Document removed.' };
    },
  );
};
