import type { FastifyPluginAsync } from 'fastify';
import { statementQuerySchema, type StatementQuery } from '../../shared/schemas/statement';
import type { StatementDto } from '../../shared/statement-types';
import { currentUser } from '../plugins/auth';
import { statementJson, statementScope } from '../services/statements/statement';

/** The signed-in investor's own statement for a period of Bangladesh days (issue 16). */
export const statementRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: StatementQuery }>(
    '/statement',
    { config: { access: 'user' }, schema: { querystring: statementQuerySchema } },
    async (request, reply): Promise<StatementDto | undefined> => {
      const { from, to } = request.query;
      const scope = await statementScope(app.db, currentUser(request).id, from, to);
      reply.header('cache-control', 'no-store');
      return statementJson(app.db, scope);
    },
  );
};
