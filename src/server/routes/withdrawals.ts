import type { FastifyPluginAsync } from 'fastify';
import type { PendingWithdrawalCountResponse, WithdrawalDecisionResponse, WithdrawalListResponse, WithdrawalResponse } from '../../shared/withdrawal-types';
import { poishaToBdt } from '../../shared/money';
import {
  createWithdrawalSchema,
  decideWithdrawalSchema,
  withdrawalIdParams,
  withdrawalListQuerySchema,
  type CreateWithdrawalBody,
  type DecideWithdrawalBody,
  type WithdrawalListQuery,
} from '../../shared/schemas/withdrawals';
import { cursorFromQuery } from '../db/keyset-cursor';
import { currentUser, hasAdminRights } from '../plugins/auth';
import { originOf } from '../services/audit';
import { wallet } from '../money/ledger/account-keys';
import { balanceOf } from '../money/ledger/accounts';
import { decideWithdrawal } from '../money/withdrawals/decide-withdrawal';
import { countPendingWithdrawals } from '../services/withdrawals/pending-count';
import { withdrawalNotFound, wrongPassword } from '../money/withdrawals/refusals';
import { requestWithdrawal, withdrawalKeyUsed } from '../money/withdrawals/request-withdrawal';
import { checkWithdrawalCode, withdrawalCodeInvalid, withdrawalCodeRequired } from '../services/withdrawals/second-factor';
import { codesLocked } from '../services/two-factor/wrong-codes';
import { findWithdrawal, listWithdrawals, toWithdrawalDto } from '../db/repositories/withdrawals';
import { balanceRefusalSchema } from '../../shared/responses/money';
import { withdrawalDecisionResponseSchema, withdrawalListResponseSchema, withdrawalResponseSchema } from '../../shared/responses/withdrawals';
import { pendingCountResponseSchema } from '../../shared/responses/deposits';
import { errors } from '../openapi/responses';

/**
 * Money out (MONEY.md): an investor asks for a payout, held at once, and may cancel it
 * while pending; an admin pays it (with the payment's reference) or rejects it (with a reason).
 * Each step's mail is written with it, in its transaction; a request made soon after new payout
 * details or a password or email change carries its safety hold (money/withdrawals/safety-hold.ts).
 */
export const withdrawalsRoutes: FastifyPluginAsync = async (app) => {
  const walletOf = async (userId: string) => ({ availableBalance: poishaToBdt(await balanceOf(app.db, wallet(userId))) });
  const answer = async (id: string) => {
    const row = await findWithdrawal(app.db, id);
    if (!row) throw withdrawalNotFound();
    return row;
  };

  app.post<{ Body: CreateWithdrawalBody }>(
    '/withdrawals',
    {
      config: { access: 'user' },
      schema: { response: { 200: withdrawalResponseSchema, 201: withdrawalResponseSchema, ...errors(429), 409: balanceRefusalSchema }, body: createWithdrawalSchema },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { amount, method, account, password, totpCode, idempotencyKey } = request.body;
      // Before the key is looked at: a stolen session learns nothing, not even a retry's answer.
      // Wrong passwords are limited per account with every other password confirmation (plugins/password-confirmation.ts).
      if (!(await app.confirmPassword(request, reply, password))) throw wrongPassword();
      // With two-factor on, a code as well; a retry of a request already made moves no money and
      // would replay its (single-use) code, so it needs only the password.
      if (me.totp_enabled_at && !(await withdrawalKeyUsed(app.db, me.id, idempotencyKey))) {
        const check = await checkWithdrawalCode({ db: app.db, config: app.config }, me, totpCode, originOf(request));
        if (!check) throw withdrawalCodeRequired();
        if (check.result === 'locked') {
          reply.header('retry-after', check.retryAfterSeconds);
          throw codesLocked(check.retryAfterSeconds);
        }
        if (check.result === 'wrong') throw withdrawalCodeInvalid();
      }
      const result = await requestWithdrawal(app.db, { userId: me.id, amount, method, account, idempotencyKey });
      request.log.info(
        { actor: me.id, target: result.withdrawal.id, action: 'withdrawal.request', amount, method, hold: result.withdrawal.hold_reasons, retried: !result.created },
        'investor asked for a withdrawal',
      );
      const body: WithdrawalResponse = { withdrawal: toWithdrawalDto(result.withdrawal), wallet: await walletOf(me.id) };
      return reply.code(result.created ? 201 : 200).send(body);
    },
  );

  app.get<{ Querystring: WithdrawalListQuery }>(
    '/withdrawals',
    { config: { access: 'user' }, schema: { response: { 200: withdrawalListResponseSchema }, querystring: withdrawalListQuerySchema } },
    async (request): Promise<WithdrawalListResponse> => {
      const me = currentUser(request);
      const { status, limit, cursor, userId } = request.query;
      // Administrators (with two-factor passed) see every withdrawal, or one user's; anyone else only their own (SECURITY.md 7).
      const { page, next } = await listWithdrawals(app.db, { userId: hasAdminRights(request) ? userId || undefined : me.id, status, limit, after: cursorFromQuery(cursor) });
      return { withdrawals: page.map(toWithdrawalDto), nextCursor: next };
    },
  );

  // Declared before the '/withdrawals/:id' routes: the router prefers the static path anyway, and
  // reading it first here says that 'pending-count' is never taken for an id.
  app.get(
    '/withdrawals/pending-count',
    { config: { access: 'admin' }, schema: { response: { 200: pendingCountResponseSchema } } },
    async (): Promise<PendingWithdrawalCountResponse> => ({
      pending: await countPendingWithdrawals(app.db),
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/withdrawals/:id/cancel',
    { config: { access: 'user' }, schema: { response: { 200: withdrawalResponseSchema, ...errors(404, 409) }, params: withdrawalIdParams } },
    async (request): Promise<WithdrawalResponse> => {
      const me = currentUser(request);
      const withdrawalId = request.params.id;
      // Only the investor's own: an admin rejects with a reason instead (PUT), so it is on record why.
      await decideWithdrawal(app.db, {
        withdrawalId,
        status: 'cancelled',
        reference: null,
        adminRemarks: null,
        actorId: me.id,
        ownerId: me.id,
        origin: originOf(request),
      });
      request.log.info({ actor: me.id, target: withdrawalId, action: 'withdrawal.cancel' }, 'investor cancelled a withdrawal');
      return { withdrawal: toWithdrawalDto(await answer(withdrawalId)), wallet: await walletOf(me.id) };
    },
  );

  app.put<{ Params: { id: string }; Body: DecideWithdrawalBody }>(
    '/withdrawals/:id',
    { config: { access: 'admin' }, schema: { response: { 200: withdrawalDecisionResponseSchema, ...errors(404, 409) }, params: withdrawalIdParams, body: decideWithdrawalSchema } },
    async (request): Promise<WithdrawalDecisionResponse> => {
      const admin = currentUser(request);
      const withdrawalId = request.params.id;
      const { status, reference, adminRemarks, adminRemarksBn, phoneConfirmed } = request.body;
      // A rejection keeps no payment reference: only money that left the bank has one.
      await decideWithdrawal(app.db, {
        withdrawalId,
        status,
        reference: status === 'paid' ? (reference ?? null) : null,
        phoneConfirmed: phoneConfirmed === true,
        adminRemarks: adminRemarks ?? null,
        // A blank Bengali reason is no reason: stored as null so readers fall back to the English.
        adminRemarksBn: adminRemarksBn || null,
        actorId: admin.id,
        origin: originOf(request),
      });
      request.log.info({ actor: admin.id, target: withdrawalId, action: `withdrawal.${status}` }, `admin marked a withdrawal ${status}`);
      return { withdrawal: toWithdrawalDto(await answer(withdrawalId)) };
    },
  );
};
