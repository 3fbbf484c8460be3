import type { FastifyPluginAsync } from 'fastify';
import type { AllocateFundsResponse } from '../../shared/api-types';
import { allocateFundsSchema, type AllocateFundsBody } from '../../shared/schemas/investment';
import { toProjectDto } from '../db/repositories/projects';
import { currentUser } from '../plugins/auth';
import { originOf } from '../services/audit';
import { allocateFunds } from '../services/fund-allocation';

/** The admin fund tab: company money allocated to a project raises its raisedAmount (DECISIONS.md). */
export const investmentRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: AllocateFundsBody }>(
    '/investment/allocate-funds',
    { config: { access: 'admin' }, schema: { body: allocateFundsSchema } },
    async (request, reply) => {
      const actor = currentUser(request);
      const { projectId, amount } = request.body;
      const row = await allocateFunds(app.db, app.dbKind, { projectId, amount, actorId: actor.id, origin: originOf(request) });
      app.projectListCache.invalidate();
      request.log.info({ actor: actor.id, target: projectId, action: 'fund.allocate', amount }, 'admin allocated funds to a project');
      const answer: AllocateFundsResponse = { message: 'Investment allocated successfully', project: toProjectDto(row) };
      return reply.code(201).send(answer);
    },
  );
};
