import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { DepositListResponse, DepositResponse, PendingDepositCountResponse } from '../../shared/api-types';
import { bdtToPoisha } from '../../shared/money';
import {
  createDepositSchema,
  depositIdParams,
  depositListQuerySchema,
  IDEMPOTENCY_KEY_MAX,
  reviewDepositSchema,
  type CreateDepositInput,
  type DepositListQuery,
  type ReviewDepositInput,
} from '../../shared/schemas/deposits';
import { cursorFromQuery } from '../db/keyset-cursor';
import { countPendingDeposits, findDeposit, findDepositByIdempotencyKey, insertDeposit, listDeposits, toDepositDto, type DepositWithUser } from '../db/repositories/deposits';
import { newId, nowIso } from '../db/ids';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { originOf } from '../services/audit';
import { reviewDeposit } from '../services/deposit-review';
import { createBackgroundMail } from '../services/mail/background';
import { depositDecisionMail } from '../services/mail/deposit-decision-mail';
import { wallet } from '../services/money/account-keys';
import { balanceOf } from '../services/money/accounts';
import { findUserById } from '../db/repositories/users';
import { privateKeyFromUrl, privateKeyOwner, signedPrivateUrl } from '../services/private-files';
import { urlSignerFor } from '../services/signed-urls';

const screenshotInvalid = () => new HttpError(400, 'Please upload a screenshot of your transfer.', 'SCREENSHOT_INVALID');

/** The optional `Idempotency-Key` header: a retried submission returns the first deposit. */
function idempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`).test(header)) {
    throw new HttpError(400, `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters.`, 'IDEMPOTENCY_KEY_INVALID');
  }
  return header;
}

export const depositsRoutes: FastifyPluginAsync = async (app) => {
  const signer = await urlSignerFor(app.config);
  const mail = createBackgroundMail(app.mailer);
  app.addHook('onClose', async () => mail.drain());
  const toDto = (request: FastifyRequest, row: DepositWithUser) =>
    toDepositDto(row, signedPrivateUrl(row.screenshot_key, signer));

  /** Returns the earlier deposit made with this key, refusing a key reused for a different deposit. */
  const replay = (existing: DepositWithUser, amount: number, screenshotKey: string | null) => {
    if (Number(existing.amount) !== amount || existing.screenshot_key !== screenshotKey) {
      throw new HttpError(409, 'This Idempotency-Key was already used for a different deposit.', 'IDEMPOTENCY_KEY_REUSED');
    }
    return existing;
  };

  app.post<{ Body: CreateDepositInput }>(
    '/deposit',
    { config: { access: 'user' }, schema: { body: createDepositSchema } },
    async (request, reply): Promise<DepositResponse> => {
      const user = currentUser(request);
      const key = idempotencyKey(request);
      const amount = bdtToPoisha(request.body.amount);
      const screenshotKey = privateKeyFromUrl(request.body.url);

      if (key) {
        const existing = await findDepositByIdempotencyKey(app.db, user.id, key);
        if (existing) return { deposit: toDto(request, replay(existing, amount, screenshotKey)) };
      }
      // The link may have expired since the upload; what matters is that the file is the caller's and exists.
      if (!screenshotKey || privateKeyOwner(screenshotKey) !== user.id || !(await app.storage.existsPrivate(screenshotKey))) {
        throw screenshotInvalid();
      }

      const id = newId();
      const now = nowIso();
      try {
        await insertDeposit(app.db, { id, user_id: user.id, amount, status: 'pending', screenshot_key: screenshotKey, idempotency_key: key, created_at: now, updated_at: now });
      } catch (error) {
        // Two requests with one key at the same moment: the unique index let one in; answer the other with it.
        const winner = key ? await findDepositByIdempotencyKey(app.db, user.id, key) : undefined;
        if (!winner) throw error;
        return { deposit: toDto(request, replay(winner, amount, screenshotKey)) };
      }
      const deposit = await findDeposit(app.db, id);
      if (!deposit) throw new Error(`Deposit ${id} vanished after insert`);
      request.log.info({ actorId: user.id, depositId: id, amount }, 'deposit submitted');
      reply.status(201);
      return { deposit: toDto(request, deposit) };
    },
  );

  app.get<{ Querystring: DepositListQuery }>(
    '/deposit',
    { config: { access: 'user' }, schema: { querystring: depositListQuerySchema } },
    async (request): Promise<DepositListResponse> => {
      const user = currentUser(request);
      const { status, limit, cursor } = request.query;
      // Administrators see every deposit; an investor only their own (others' are not found, SECURITY.md 7).
      const { page, next } = await listDeposits(app.db, { userId: user.role === 'admin' ? undefined : user.id, status, limit, after: cursorFromQuery(cursor) });
      return { deposits: page.map((row) => toDto(request, row)), nextCursor: next };
    },
  );

  app.get('/deposit/pending-count', { config: { access: 'admin' } }, async (): Promise<PendingDepositCountResponse> => ({
    pending: await countPendingDeposits(app.db),
  }));

  app.put<{ Params: { id: string }; Body: ReviewDepositInput }>(
    '/deposit/:id',
    { config: { access: 'admin' }, schema: { params: depositIdParams, body: reviewDepositSchema } },
    async (request): Promise<DepositResponse> => {
      const admin = currentUser(request);
      const { status, adminRemarks } = request.body;
      const depositId = request.params.id;
      const { userId, amount } = await reviewDeposit(app.db, app.dbKind, { depositId, status, adminRemarks: adminRemarks ?? null, actorId: admin.id, origin: originOf(request) });
      request.log.info({ actorId: admin.id, depositId, userId, amount, status }, `admin ${status} a deposit`);
      // The investor hears of it in their language: the new balance, or the reason (after the commit, never inside it).
      const investor = await findUserById(app.db, userId);
      if (investor) {
        const availableBalance = await balanceOf(app.db, wallet(userId));
        mail.send(depositDecisionMail(investor, { depositId, status, amount, availableBalance, remarks: adminRemarks ?? null }), request.log);
      }
      const deposit = await findDeposit(app.db, depositId);
      if (!deposit) throw new HttpError(404, 'Deposit not found.', 'DEPOSIT_NOT_FOUND');
      return { deposit: toDto(request, deposit) };
    },
  );
};
