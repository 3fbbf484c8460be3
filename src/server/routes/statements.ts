import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { statementQuerySchema, type StatementQuery } from '../../shared/schemas/statement';
import type { StatementDto } from '../../shared/statement-types';
import { currentUser } from '../plugins/auth';
import { companyFacts } from '../services/official-facts';
import { statementJson, statementScope, statementSource } from '../services/statements/statement';
import { statementCsv } from '../services/statements/statement-csv';
import { statementDtoSchema } from '../../shared/responses/money';
import { fileReply } from '../openapi/responses';

/** The signed-in investor's own statement for a period of Bangladesh days. */
export const statementRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: StatementQuery }>(
    '/statement',
    {
      config: { access: 'user' },
      schema: {
        response: { 200: fileReply('The statement: JSON, or a PDF or CSV with ?format=', ['application/pdf', 'text/csv'], statementDtoSchema) },
        querystring: statementQuerySchema,
      },
    },
    async (request, reply): Promise<StatementDto | undefined> => {
      const { from, to, format, lng } = request.query;
      const scope = await statementScope(app.db, currentUser(request).id, from, to, lng);
      reply.header('cache-control', 'no-store');
      if (format === 'json') return statementJson(app.db, scope);
      // The files stream: rows and pages are written as the transfers are read, never held whole.
      const source = statementSource(app.db, scope);
      if (format === 'pdf') {
        const onError = (error: unknown) => request.log.error({ err: error }, 'statement PDF failed while streaming');
        const company = await companyFacts(app.db, app.config, scope.language);
        const pdf = await app.pdf.statement(source, company, onError);
        return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename=statement-${from}-${to}.pdf`).send(pdf);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename=statement-${from}-${to}.csv`)
        .send(Readable.from(statementCsv(source)));
    },
  );
};
