import type { FastifyPluginAsync } from 'fastify';
import type { ProjectListResponse, ProjectResponse } from '../../shared/api-types';
import { findProject, listProjects, toProjectDto } from '../db/repositories/projects';
import { HttpError } from '../http-error';
import { projectIdParams } from '../../shared/schemas/projects';
import { requestOrigin } from '../request-origin';

export const projectRoutes: FastifyPluginAsync = async (app) => {
  app.get('/project/list', { config: { access: 'public' } }, async (request): Promise<ProjectListResponse> => {
    const origin = requestOrigin(request, app.config);
    const rows = await listProjects(app.db);
    return { projects: rows.map((row) => toProjectDto(row, origin)) };
  });

  app.get<{ Params: { id: string } }>(
    '/project/:id',
    {
      config: { access: 'public' },
      schema: { params: projectIdParams },
    },
    async (request): Promise<ProjectResponse> => {
      const row = await findProject(app.db, request.params.id);
      if (!row) throw new HttpError(404, 'Project not found', 'PROJECT_NOT_FOUND');
      return { project: toProjectDto(row, requestOrigin(request, app.config)) };
    },
  );
};
