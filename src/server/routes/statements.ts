import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { statementQuerySchema, type StatementQuery } from '../../shared/schemas/statement';
import type { StatementDto } from '../../shared/statement-types';
import { currentUser } from '../plugins/auth';
import { statementJson, statementScope, statementSource } from '../services/statements/statement';
import { statementCsv } from '../services/statements/statement-csv';

/** The signed-in investor's own statement for a period of Bangladesh days (issue 16). */
export const statementRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: StatementQuery }>(
    '/statement',
    { config: { access: 'user' }, schema: { querystring: statementQuerySchema } },
    async (request, reply): Promise<StatementDto | undefined> => {
      const { from, to, format } = request.query;
      const scope = await statementScope(app.db, currentUser(request).id, from, to);
      reply.header('cache-control', 'no-store');
      if (format === 'json') return statementJson(app.db, scope);
      // The files stream: rows and pages are written as the transfers are read, never held whole.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename=statement-${from}-${to}.csv`)
        .send(Readable.from(statementCsv(statementSource(app.db, scope))));
    },
  );
};
