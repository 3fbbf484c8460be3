import type { FastifyPluginAsync } from 'fastify';
import type { DiscountListResponse, DiscountResponse } from '../../shared/api-types';
import { discountBodySchema, type DiscountBody } from '../../shared/schemas/discounts';
import { insertDiscount, listDiscounts, toDiscountDto } from '../db/repositories/discounts';
import { writeTransaction } from '../db/transaction';
import { currentUser } from '../plugins/auth';
import { originOf, recordAudit } from '../services/audit';
import { toStoredImageUrl } from '../stored-image-url';

/** Promotions: admins add them; every visitor sees them, newest first. */
export const discountsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/discounts', { config: { access: 'public' } }, async (): Promise<DiscountListResponse> => {
    return { discounts: (await listDiscounts(app.db)).map((row) => toDiscountDto(row)) };
  });

  app.post<{ Body: DiscountBody }>('/discount', { config: { access: 'admin' }, schema: { body: discountBodySchema } }, async (request, reply) => {
    const actor = currentUser(request);
    const { company, imageUrl, percent } = request.body;
    const row = await writeTransaction(app.db, app.dbKind, async (trx) => {
      const inserted = await insertDiscount(trx, { company, imageUrl: toStoredImageUrl(imageUrl, app.config.publicUrl), percent });
      const after = { company: inserted.company, imageUrl: inserted.image_url, percent: inserted.percent };
      await recordAudit(trx, originOf(request), { actorId: actor.id, action: 'promotion_created', targetType: 'promotion', targetId: inserted.id, after });
      return inserted;
    });
    request.log.info({ actor: actor.id, target: row.id, action: 'discount.create' }, 'admin created a promotion');
    return reply.code(201).send({ discount: toDiscountDto(row) } satisfies DiscountResponse);
  });
};
