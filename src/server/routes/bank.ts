import type { FastifyPluginAsync } from 'fastify';
import type { BankInfoResponse } from '../../shared/api-types';
import { bankIdParams, bankInfoBodySchema, type BankInfoBody } from '../../shared/schemas/bank';
import { newId, nowIso } from '../db/ids';
import { bankInfoColumns, findBankInfo, insertFirstBankInfo, toBankInfoDto, updateBankInfo } from '../db/repositories/bank-info';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';

/** The company's one set of bank details that investors pay deposits into. */
export const bankRoutes: FastifyPluginAsync = async (app) => {
  app.get('/bank', { config: { access: 'public' } }, async (): Promise<BankInfoResponse> => {
    const row = await findBankInfo(app.db);
    if (!row) throw new HttpError(404, 'No bank information available.', 'BANK_INFO_MISSING');
    return { bankInfo: toBankInfoDto(row) };
  });

  app.post<{ Body: BankInfoBody }>('/bank', { config: { access: 'admin' }, schema: { body: bankInfoBodySchema } }, async (request, reply) => {
    const actor = currentUser(request);
    const row = { id: newId(), ...bankInfoColumns(request.body, nowIso()) };
    if (!(await insertFirstBankInfo(app.db, app.dbKind, row))) {
      throw new HttpError(409, 'Bank information already exists. Update it instead.', 'BANK_INFO_EXISTS');
    }
    request.log.info({ actor: actor.id, target: row.id, action: 'bank.create' }, 'admin added the bank details');
    return reply.code(201).send({ bankInfo: toBankInfoDto(row) } satisfies BankInfoResponse);
  });

  app.put<{ Params: { id: string }; Body: BankInfoBody }>(
    '/bank/:id',
    { config: { access: 'admin' }, schema: { params: bankIdParams, body: bankInfoBodySchema } },
    async (request): Promise<BankInfoResponse> => {
      const actor = currentUser(request);
      const row = await updateBankInfo(app.db, request.params.id, bankInfoColumns(request.body, nowIso()));
      if (!row) throw new HttpError(404, 'Bank information not found.', 'BANK_INFO_NOT_FOUND');
      request.log.info({ actor: actor.id, target: row.id, action: 'bank.update' }, 'admin updated the bank details');
      return { bankInfo: toBankInfoDto(row) };
    },
  );
};
