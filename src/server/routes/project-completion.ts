import type { FastifyPluginAsync } from 'fastify';
import { projectNotFound } from '../money/project-refusals';
import * as yup from 'yup';
import type { ProjectCompletionResponse } from '../../shared/distribution-types';
import { poishaToBdt } from '../../shared/money';
import { projectIdParams } from '../../shared/schemas/projects';
import { findProject } from '../db/repositories/projects';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { originOf } from '../services/audit';
import { completeProject } from '../money/complete-project';
import { projectAnswer } from '../services/project-answers';
import { projectCompletionResponseSchema } from '../../shared/responses/projects';
import { errors } from '../openapi/responses';

/** Completion takes no options: an empty JSON object (or no body) is all it accepts. */
const completeProjectSchema = yup.object({}).noUnknown('Unknown field: ${unknown}');

/** The end of a project's money (MONEY.md): completing it returns every holder's capital to its owner. */
export const projectCompletionRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string } }>(
    '/project/:id/complete',
    {
      config: { access: 'admin' },
      schema: { response: { 200: projectCompletionResponseSchema, ...errors(404, 409) }, params: projectIdParams, body: completeProjectSchema },
      // The validator reads a JSON null as {}: for this one route {} is the whole valid body, so refuse null here.
      preValidation: async (request) => {
        if (request.body === null) throw new HttpError(400, 'The request body must be a JSON object.', 'VALIDATION_FAILED');
      },
    },
    async (request): Promise<ProjectCompletionResponse> => {
      const admin = currentUser(request);
      const projectId = request.params.id;
      const { returns, posting } = await completeProject(app.db, { projectId, actorId: admin.id, origin: originOf(request), chunkLines: app.config.postingChunkLines });
      // The project list and each investor's mail follow once the capital is back (posting-effects.ts).
      app.postings.settle('completion', projectId, posting);
      const capital = returns.reduce((sum, r) => sum + r.amount, 0);
      request.log.info({ actor: admin.id, target: projectId, action: 'project.complete', holdings: returns.length, capital }, 'admin completed a project');
      const row = await findProject(app.db, projectId);
      if (!row) throw projectNotFound();
      return { project: await projectAnswer(app.db, row), holdingsReturned: returns.length, capitalReturned: poishaToBdt(capital) };
    },
  );
};
