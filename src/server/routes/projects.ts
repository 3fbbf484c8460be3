import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MessageResponse, ProjectListResponse, ProjectResponse } from '../../shared/api-types';
import { projectBodySchema, projectIdParams, projectUpdateBodySchema, type ProjectBody, type ProjectUpdateBody } from '../../shared/schemas/projects';
import { findProject, listProjects } from '../db/repositories/projects';
import { sendBodyWithEtag, TaggedJson } from '../http-cache';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { originOf } from '../services/audit';
import { projectAnswer, projectAnswers } from '../services/project-answers';
import { archiveProjectAudited, createProject, updateProject, type ProjectWriteContext } from '../services/project-writes';
import { projectListResponseSchema, projectResponseSchema } from '../../shared/responses/projects';
import { messageResponseSchema } from '../../shared/responses/shape';
import { errors } from '../openapi/responses';

export const projectRoutes: FastifyPluginAsync = async (app) => {
  // Every visitor's home page and list load this; the ETag turns repeat loads into a bodiless 304.
  app.get('/project/list', { config: { access: 'public' }, schema: { response: { 200: projectListResponseSchema } } }, async (request, reply) => {
    // One copy for every caller: answers hold relative image paths, so nothing in them depends on the request.
    const list = await app.projectListCache.get(async () => {
      const answer: ProjectListResponse = { projects: await projectAnswers(app.db, await listProjects(app.db)) };
      return new TaggedJson(JSON.stringify(answer));
    });
    return sendBodyWithEtag(request, reply, list);
  });

  app.get<{ Params: { id: string } }>(
    '/project/:id',
    {
      config: { access: 'public' },
      schema: { response: { 200: projectResponseSchema, ...errors(404) }, params: projectIdParams },
    },
    async (request): Promise<ProjectResponse> => {
      const row = await findProject(app.db, request.params.id);
      if (!row) throw new HttpError(404, 'Project not found.', 'PROJECT_NOT_FOUND');
      return { project: await projectAnswer(app.db, row) };
    },
  );

  const writeContext = (request: FastifyRequest): ProjectWriteContext => ({
    db: app.db,
    actorId: currentUser(request).id,
    publicUrl: app.config.publicUrl,
    requestOrigin: originOf(request),
  });

  app.post<{ Body: ProjectBody }>(
    '/project',
    { config: { access: 'admin' }, schema: { response: { 201: projectResponseSchema }, body: projectBodySchema } },
    async (request, reply) => {
      const ctx = writeContext(request);
      const row = await createProject(ctx, request.body);
      app.projectListCache.invalidate();
      request.log.info({ actor: ctx.actorId, target: row.id, action: 'project.create', raisedAmount: request.body.raisedAmount }, 'admin created a project');
      const answer: ProjectResponse = { project: await projectAnswer(app.db, row) };
      return reply.code(201).send(answer);
    },
  );

  // The raised amount is derived from the project's holdings: PUT ignores one sent by an older form.
  app.put<{ Params: { id: string }; Body: ProjectUpdateBody }>(
    '/project/:id',
    { config: { access: 'admin' }, schema: { response: { 200: projectResponseSchema, ...errors(404, 409) }, params: projectIdParams, body: projectUpdateBodySchema } },
    async (request): Promise<ProjectResponse> => {
      const ctx = writeContext(request);
      const row = await updateProject(ctx, request.params.id, request.body);
      app.projectListCache.invalidate();
      request.log.info({ actor: ctx.actorId, target: row.id, action: 'project.update' }, 'admin updated a project');
      return { project: await projectAnswer(app.db, row) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/project/:id',
    { config: { access: 'admin' }, schema: { response: { 200: messageResponseSchema, ...errors(404, 409) }, params: projectIdParams } },
    async (request): Promise<MessageResponse> => {
      const ctx = writeContext(request);
      await archiveProjectAudited(ctx, request.params.id);
      app.projectListCache.invalidate();
      request.log.info({ actor: ctx.actorId, target: request.params.id, action: 'project.archive' }, 'admin deleted (archived) a project');
      return { message: 'Project deleted.' };
    },
  );
};
