import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { EXPORT_KINDS, exportQuerySchema, type ExportQuery } from '../../shared/schemas/exports';
import { currentUser } from '../plugins/auth';
import { originOf, recordAudit } from '../services/audit';
import { bangladeshToday } from '../money/distributions/bangladesh-days';
import { EXPORTS, exportCsv } from '../services/exports/export-csv';
import { exportRange } from '../services/exports/export-table';
import { fileReply } from '../openapi/responses';

/**
 * The admin Exports tab: users, deposits, investments, distributions and expenses as CSV,
 * filtered by Bangladesh days. The files stream: each page of rows is sent as it is read.
 */
export const exportsRoutes: FastifyPluginAsync = async (app) => {
  for (const kind of EXPORT_KINDS) {
    app.get<{ Querystring: ExportQuery }>(
      `/exports/${kind}.csv`,
      { config: { access: 'admin' }, schema: { response: { 200: fileReply(`The ${kind} as CSV`, ['text/csv']) }, querystring: exportQuerySchema } },
      async (request, reply) => {
        const { from, to } = request.query;
        const name = `${kind}-${from || 'start'}-${to || bangladeshToday()}.csv`;
        // A file of every user's contact details and money leaves the system: the trail says who took it.
        await recordAudit(app.db, originOf(request), { actorId: currentUser(request).id, action: 'data_exported', after: { kind, from: from || null, to: to || null } });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(exportCsv(app.db, EXPORTS[kind], exportRange(request.query))));
      },
    );
  }
};
