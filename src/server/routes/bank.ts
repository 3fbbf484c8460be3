import type { FastifyPluginAsync } from 'fastify';
import type { BankInfoResponse } from '../../shared/api-types';
import { bankIdParams, bankInfoBodySchema, type BankInfoBody } from '../../shared/schemas/bank';
import { newId, nowIso } from '../db/ids';
import { paymentAccountSnapshot } from '../db/repositories/payment-accounts';
import { bankInfoColumns, bankSnapshot, findBankInfo, findBankInfoById, insertFirstBankInfo, toBankInfoDto, updateBankInfo } from '../db/repositories/bank-info';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { originOf, recordAudit } from '../services/audit';
import { changedFields } from '../services/audit-changes';
import { createBackgroundMail } from '../services/mail/background';
import { alertAdmins } from '../services/payment-account-alerts';
import { bankInfoResponseSchema } from '../../shared/responses/deposits';
import { errors } from '../openapi/responses';

/**
 * The spec's bank details: the first active bank payment account (DECISIONS.md;
 * routes/payment-accounts.ts manages all of them). Answers and audit entries keep their old shape
 * (`bankInfo`, target type `bank_info`) so existing clients and the Activity tab read them unchanged.
 */
export const bankRoutes: FastifyPluginAsync = async (app) => {
  const mail = createBackgroundMail(app.db);
  app.addHook('onClose', async () => mail.drain());

  app.get('/bank', { config: { access: 'public' }, schema: { response: { 200: bankInfoResponseSchema, ...errors(404) } } }, async (): Promise<BankInfoResponse> => {
    const row = await findBankInfo(app.db);
    if (!row) throw new HttpError(404, 'No bank information available.', 'BANK_INFO_MISSING');
    return { bankInfo: toBankInfoDto(row) };
  });

  app.post<{ Body: BankInfoBody }>(
    '/bank',
    { config: { access: 'admin' }, schema: { response: { 201: bankInfoResponseSchema, ...errors(409) }, body: bankInfoBodySchema } },
    async (request, reply) => {
      const actor = currentUser(request);
      const row = { id: newId(), ...bankInfoColumns(request.body, nowIso()) };
      const audit = { actorId: actor.id, action: 'bank_details_created', targetType: 'bank_info', targetId: row.id, after: bankSnapshot(row) } as const;
      if (!(await insertFirstBankInfo(app.db, row, (trx) => recordAudit(trx, originOf(request), audit)))) {
        throw new HttpError(409, 'Bank information already exists. Update it instead.', 'BANK_INFO_EXISTS');
      }
      request.log.info({ actor: actor.id, target: row.id, action: 'bank.create' }, 'admin added the bank details');
      await alertAdmins(app.db, mail, { before: null, after: paymentAccountSnapshot(row), by: actor.email, at: row.created_at }, request.log);
      return reply.code(201).send({ bankInfo: toBankInfoDto(row) } satisfies BankInfoResponse);
    },
  );

  app.put<{ Params: { id: string }; Body: BankInfoBody }>(
    '/bank/:id',
    { config: { access: 'admin' }, schema: { response: { 200: bankInfoResponseSchema, ...errors(404) }, params: bankIdParams, body: bankInfoBodySchema } },
    async (request): Promise<BankInfoResponse> => {
      const actor = currentUser(request);
      const { row, before } = await writeTransaction(app.db, async (trx) => {
        const current = await findBankInfoById(trx, request.params.id);
        if (!current) throw new HttpError(404, 'Bank information not found.', 'BANK_INFO_NOT_FOUND');
        const updated = await updateBankInfo(trx, current, request.body, nowIso());
        const change = changedFields(bankSnapshot(current), bankSnapshot(updated));
        // A save that changed no field is not a change of the details: nothing to record.
        if (Object.keys(change.after).length > 0) {
          await recordAudit(trx, originOf(request), { actorId: actor.id, action: 'bank_details_changed', targetType: 'bank_info', targetId: current.id, ...change });
        }
        return { row: updated, before: current };
      });
      request.log.info({ actor: actor.id, target: row.id, action: 'bank.update' }, 'admin updated the bank details');
      // Every admin hears of every change to where investors send money, the instruction too: a
      // hijacked admin session cannot swap a number silently.
      await alertAdmins(app.db, mail, { before: paymentAccountSnapshot(before), after: paymentAccountSnapshot(row), by: actor.email, at: row.updated_at }, request.log);
      return { bankInfo: toBankInfoDto(row) };
    },
  );
};
