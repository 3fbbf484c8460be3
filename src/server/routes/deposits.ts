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
import {
  countPendingDeposits,
  findDeposit,
  findSameScreenshots,
  listDeposits,
  paidAccountSnapshot,
  toDepositDto,
  type DepositWithUser,
  type SameScreenshots,
} from '../db/repositories/deposits';
import { isUniqueViolation } from '../db/repositories/users';
import { newId, nowIso } from '../db/ids';
import { HttpError } from '../http-error';
import { currentUser, hasAdminRights } from '../plugins/auth';
import { originOf } from '../services/audit';
import { reviewDeposit } from '../money/deposits/deposit-review';
import { duplicateReference, paymentOfDeposit, referenceTaken, type DepositPayment } from '../services/deposit-payment';
import { submitDeposit } from '../money/deposits/submit-deposit';
import { privateKeyFromUrl, privateKeyOwner, signedPrivateUrl } from '../services/private-files';
import { hashPrivateFile } from '../services/screenshot-hash';
import { urlSignerFor } from '../services/signed-urls';
import { depositListResponseSchema, depositResponseSchema, pendingCountResponseSchema } from '../../shared/responses/deposits';
import { errors } from '../openapi/responses';

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
  const toDto = (row: DepositWithUser, same?: SameScreenshots) => toDepositDto(row, signedPrivateUrl(row.screenshot_key, signer), same);
  /** The admin's view also names other deposits with the same screenshot; an investor's never does. */
  const sameScreenshotsFor = async (request: FastifyRequest, rows: DepositWithUser[]): Promise<SameScreenshots | undefined> =>
    hasAdminRights(request) ? findSameScreenshots(app.db, rows) : undefined;
  const toDtoFor = async (request: FastifyRequest, row: DepositWithUser) => toDto(row, await sameScreenshotsFor(request, [row]));

  app.post<{ Body: CreateDepositInput }>(
    '/deposit',
    { config: { access: 'user' }, schema: { response: { 200: depositResponseSchema, 201: depositResponseSchema, ...errors(404, 409) }, body: createDepositSchema } },
    async (request, reply): Promise<DepositResponse> => {
      const user = currentUser(request);
      const key = idempotencyKey(request);
      const claim = { userId: user.id, amount: bdtToPoisha(request.body.amount), screenshotKey: privateKeyFromUrl(request.body.url), idempotencyKey: key };
      const id = newId();
      let payment: DepositPayment | null = null;
      let submitted;
      try {
        submitted = await submitDeposit(app.db, claim, async () => {
          payment = await paymentOfDeposit(app.db, request.body);
          if (payment.reference !== null && (await referenceTaken(app.db, payment.method, payment.reference))) throw duplicateReference();
          // The link may have expired since the upload; what matters is that the file is the caller's and exists.
          // Reading it whole (streamed) for its hash is also the check that it exists.
          const { screenshotKey } = claim;
          const screenshotHash = screenshotKey && privateKeyOwner(screenshotKey) === user.id ? await hashPrivateFile(app.storage, screenshotKey) : null;
          if (!screenshotKey || screenshotHash === null) throw screenshotInvalid();
          const now = nowIso();
          return {
            id,
            user_id: user.id,
            amount: claim.amount,
            status: 'pending',
            screenshot_key: screenshotKey,
            idempotency_key: key,
            payment_account_id: payment.accountId,
            payment_account_snapshot: paidAccountSnapshot(payment.account),
            method: payment.method,
            reference: payment.reference,
            sender: payment.sender,
            screenshot_hash: screenshotHash,
            created_at: now,
            updated_at: now,
          };
        });
      } catch (error) {
        const paid = payment as DepositPayment | null;
        // Two deposits with one TrxID at the same moment: the (method, reference key) index let one in.
        if (isUniqueViolation(error) && paid?.reference && (await referenceTaken(app.db, paid.method, paid.reference))) throw duplicateReference();
        throw error;
      }
      if ('replayed' in submitted) return { deposit: await toDtoFor(request, submitted.replayed) };
      const deposit = await findDeposit(app.db, id);
      if (!deposit) throw new Error(`Deposit ${id} vanished after insert`);
      request.log.info({ actorId: user.id, depositId: id, amount: claim.amount, method: deposit.method }, 'deposit submitted');
      reply.status(201);
      return { deposit: await toDtoFor(request, deposit) };
    },
  );

  app.get<{ Querystring: DepositListQuery }>(
    '/deposit',
    { config: { access: 'user' }, schema: { response: { 200: depositListResponseSchema }, querystring: depositListQuerySchema } },
    async (request): Promise<DepositListResponse> => {
      const user = currentUser(request);
      const { status, limit, cursor, userId } = request.query;
      // Administrators (with two-factor passed) see every deposit, or one user's (?userId=, the
      // dashboard's user details); anyone else only their own, whatever userId says (others' are not found, SECURITY.md 7).
      const owner = hasAdminRights(request) ? userId : user.id;
      const { page, next } = await listDeposits(app.db, { userId: owner, status, limit, after: cursorFromQuery(cursor) });
      const same = await sameScreenshotsFor(request, page);
      return { deposits: page.map((row) => toDto(row, same)), nextCursor: next };
    },
  );

  app.get('/deposit/pending-count', { config: { access: 'admin' }, schema: { response: { 200: pendingCountResponseSchema } } }, async (): Promise<PendingDepositCountResponse> => ({
    pending: await countPendingDeposits(app.db),
  }));

  app.put<{ Params: { id: string }; Body: ReviewDepositInput }>(
    '/deposit/:id',
    { config: { access: 'admin' }, schema: { response: { 200: depositResponseSchema, ...errors(404, 409) }, params: depositIdParams, body: reviewDepositSchema } },
    async (request): Promise<DepositResponse> => {
      const admin = currentUser(request);
      const { status, adminRemarks, adminRemarksBn } = request.body;
      const depositId = request.params.id;
      // A blank Bengali reason is no reason: stored as null so readers fall back to the English.
      const remarksBn = adminRemarksBn || null;
      const { userId, amount } = await reviewDeposit(app.db, {
        depositId,
        status,
        adminRemarks: adminRemarks ?? null,
        adminRemarksBn: remarksBn,
        actorId: admin.id,
        origin: originOf(request),
      });
      request.log.info({ actorId: admin.id, depositId, userId, amount, status }, `admin ${status} a deposit`);
      const deposit = await findDeposit(app.db, depositId);
      if (!deposit) throw new HttpError(404, 'Deposit not found.', 'DEPOSIT_NOT_FOUND');
      return { deposit: await toDtoFor(request, deposit) };
    },
  );
};
