import type { FastifyPluginAsync } from 'fastify';
import type { PaymentAccountListResponse, PaymentAccountResponse } from '../../shared/payment-account-types';
import {
  paymentAccountBodySchema,
  paymentAccountIdParams,
  paymentAccountListQuerySchema,
  type PaymentAccountBody,
  type PaymentAccountListQuery,
} from '../../shared/schemas/payment-accounts';
import { newId, nowIso } from '../db/ids';
import {
  findPaymentAccountById,
  listPaymentAccounts,
  newPaymentAccountRow,
  paymentAccountSnapshot,
  toPaymentAccountDto,
  updatePaymentAccount,
} from '../db/repositories/payment-accounts';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { authenticate, currentUser } from '../plugins/auth';
import { originOf, recordAudit } from '../services/audit';
import { changedFields } from '../services/audit-changes';
import { createBackgroundMail } from '../services/mail/background';
import { alertAdmins } from '../services/payment-account-alerts';
import { paymentAccountListResponseSchema, paymentAccountResponseSchema } from '../../shared/responses/deposits';
import { errors } from '../openapi/responses';

/**
 * The accounts investors pay deposits into: any number of bank, bKash, Nagad and Rocket
 * accounts. Accounts are never deleted, only made inactive: deposits keep pointing at the one they
 * were paid into.
 */
export const paymentAccountsRoutes: FastifyPluginAsync = async (app) => {
  const mail = createBackgroundMail(app.db);
  app.addHook('onClose', async () => mail.drain());

  app.get<{ Querystring: PaymentAccountListQuery }>(
    '/payment-accounts',
    { config: { access: 'public' }, schema: { response: { 200: paymentAccountListResponseSchema, ...errors(401, 403) }, querystring: paymentAccountListQuerySchema } },
    async (request): Promise<PaymentAccountListResponse> => {
      const all = request.query.all === '1' || request.query.all === 'true';
      // Inactive accounts are the admin tab's: the option is refused to anyone else as an admin route would be.
      if (all) await authenticate(app, request, 'admin');
      const rows = await listPaymentAccounts(app.db, { includeInactive: all });
      return { paymentAccounts: rows.map(toPaymentAccountDto) };
    },
  );

  app.post<{ Body: PaymentAccountBody }>(
    '/payment-accounts',
    { config: { access: 'admin' }, schema: { response: { 201: paymentAccountResponseSchema }, body: paymentAccountBodySchema } },
    async (request, reply) => {
      const actor = currentUser(request);
      const row = newPaymentAccountRow(newId(), request.body, nowIso());
      await writeTransaction(app.db, async (trx) => {
        await trx.insertInto('payment_accounts').values(row).execute();
        await recordAudit(trx, originOf(request), {
          actorId: actor.id,
          action: 'payment_account_created',
          targetType: 'payment_account',
          targetId: row.id,
          after: paymentAccountSnapshot(row),
        });
      });
      request.log.info({ actor: actor.id, target: row.id, action: 'payment-account.create' }, 'admin added a payment account');
      await alertAdmins(app.db, mail, { before: null, after: paymentAccountSnapshot(row), by: actor.email, at: row.created_at }, request.log);
      return reply.code(201).send({ paymentAccount: toPaymentAccountDto(row) } satisfies PaymentAccountResponse);
    },
  );

  app.put<{ Params: { id: string }; Body: PaymentAccountBody }>(
    '/payment-accounts/:id',
    { config: { access: 'admin' }, schema: { response: { 200: paymentAccountResponseSchema, ...errors(404) }, params: paymentAccountIdParams, body: paymentAccountBodySchema } },
    async (request): Promise<PaymentAccountResponse> => {
      const actor = currentUser(request);
      const { row, before } = await writeTransaction(app.db, async (trx) => {
        const current = await findPaymentAccountById(trx, request.params.id);
        if (!current) throw new HttpError(404, 'Payment account not found.', 'PAYMENT_ACCOUNT_NOT_FOUND');
        const updated = await updatePaymentAccount(trx, current, request.body, nowIso());
        const change = changedFields(paymentAccountSnapshot(current), paymentAccountSnapshot(updated));
        // A save that changed no field is not a change: nothing to record.
        if (Object.keys(change.after).length > 0) {
          await recordAudit(trx, originOf(request), { actorId: actor.id, action: 'payment_account_changed', targetType: 'payment_account', targetId: current.id, ...change });
        }
        return { row: updated, before: current };
      });
      request.log.info({ actor: actor.id, target: row.id, action: 'payment-account.update' }, 'admin updated a payment account');
      // Every admin hears of every change to where investors send money (the instructions and the
      // on/off switch too), so a hijacked admin session cannot swap a number silently.
      await alertAdmins(app.db, mail, { before: paymentAccountSnapshot(before), after: paymentAccountSnapshot(row), by: actor.email, at: row.updated_at }, request.log);
      return { paymentAccount: toPaymentAccountDto(row) };
    },
  );
};
