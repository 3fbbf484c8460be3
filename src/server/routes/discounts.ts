import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { DiscountListResponse, DiscountResponse } from '../../shared/api-types';
import {
  discountBodySchema,
  discountIdParams,
  discountListQuerySchema,
  discountUpdateBodySchema,
  type DiscountBody,
  type DiscountListQuery,
  type DiscountUpdateBody,
} from '../../shared/schemas/discounts';
import {
  discountSnapshot,
  findDiscountById,
  insertDiscount,
  listDiscounts,
  removeDiscount,
  toDiscountDto,
  updateDiscount,
  type DiscountValues,
} from '../db/repositories/discounts';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { authenticate, currentUser } from '../plugins/auth';
import { originOf, recordAudit } from '../services/audit';
import { changedFields } from '../services/audit-changes';
import { toStoredImageUrl } from '../stored-image-url';
import { discountListResponseSchema, discountResponseSchema } from '../../shared/responses/site';
import { messageResponseSchema } from '../../shared/responses/shape';
import { errors } from '../openapi/responses';

const notFound = () => new HttpError(404, 'Promotion not found.', 'PROMOTION_NOT_FOUND');

/**
 * Promotions: admins add, edit and remove them; every visitor sees the ones still running, newest
 * first. A removed promotion is kept (soft delete) so the audit trail keeps naming it.
 */
export const discountsRoutes: FastifyPluginAsync = async (app) => {
  const valuesOf = (body: DiscountBody | DiscountUpdateBody, imageUrl: string): DiscountValues => ({
    company: body.company,
    companyBn: body.companyBn,
    offer: body.offer,
    offerBn: body.offerBn,
    imageUrl: toStoredImageUrl(imageUrl, app.config.publicUrl),
    percent: body.percent,
    endsAt: body.endsAt,
  });
  const logAction = (request: FastifyRequest, target: string, action: string, text: string) => request.log.info({ actor: currentUser(request).id, target, action }, text);

  app.get<{ Querystring: DiscountListQuery }>(
    '/discounts',
    { config: { access: 'public' }, schema: { response: { 200: discountListResponseSchema, ...errors(401, 403) }, querystring: discountListQuerySchema } },
    async (request): Promise<DiscountListResponse> => {
      const all = request.query.all === '1' || request.query.all === 'true';
      // Ended promotions are the admin tab's: the option is refused to anyone else as an admin route would be.
      if (all) await authenticate(app, request, 'admin');
      return { discounts: (await listDiscounts(app.db, { includeEnded: all })).map((row) => toDiscountDto(row)) };
    },
  );

  app.post<{ Body: DiscountBody }>(
    '/discount',
    { config: { access: 'admin' }, schema: { response: { 201: discountResponseSchema }, body: discountBodySchema } },
    async (request, reply) => {
      const actor = currentUser(request);
      const row = await writeTransaction(app.db, async (trx) => {
        const inserted = await insertDiscount(trx, valuesOf(request.body, request.body.imageUrl));
        await recordAudit(trx, originOf(request), {
          actorId: actor.id,
          action: 'promotion_created',
          targetType: 'promotion',
          targetId: inserted.id,
          after: discountSnapshot(inserted),
        });
        return inserted;
      });
      logAction(request, row.id, 'discount.create', 'admin created a promotion');
      return reply.code(201).send({ discount: toDiscountDto(row) } satisfies DiscountResponse);
    },
  );

  app.put<{ Params: { id: string }; Body: DiscountUpdateBody }>(
    '/discount/:id',
    { config: { access: 'admin' }, schema: { response: { 200: discountResponseSchema, ...errors(404) }, params: discountIdParams, body: discountUpdateBodySchema } },
    async (request): Promise<DiscountResponse> => {
      const actor = currentUser(request);
      const row = await writeTransaction(app.db, async (trx) => {
        const current = await findDiscountById(trx, request.params.id);
        if (!current) throw notFound();
        // No image sent: the promotion keeps the one it has.
        const updated = await updateDiscount(trx, current, valuesOf(request.body, request.body.imageUrl ?? current.image_url));
        const change = changedFields(discountSnapshot(current), discountSnapshot(updated));
        // A save that changed nothing is not a change: nothing to record.
        if (Object.keys(change.after).length > 0) {
          await recordAudit(trx, originOf(request), { actorId: actor.id, action: 'promotion_updated', targetType: 'promotion', targetId: current.id, ...change });
        }
        return updated;
      });
      logAction(request, row.id, 'discount.update', 'admin updated a promotion');
      return { discount: toDiscountDto(row) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/discount/:id',
    { config: { access: 'admin' }, schema: { response: { 200: messageResponseSchema, ...errors(404) }, params: discountIdParams } },
    async (request): Promise<{ message: string }> => {
      const actor = currentUser(request);
      await writeTransaction(app.db, async (trx) => {
        const current = await findDiscountById(trx, request.params.id);
        if (!current) throw notFound();
        const removedAt = await removeDiscount(trx, current.id);
        await recordAudit(trx, originOf(request), {
          actorId: actor.id,
          action: 'promotion_removed',
          targetType: 'promotion',
          targetId: current.id,
          before: discountSnapshot(current),
          after: { removedAt },
        });
      });
      logAction(request, request.params.id, 'discount.remove', 'admin removed a promotion');
      return { message: 'Promotion removed.' };
    },
  );
};
