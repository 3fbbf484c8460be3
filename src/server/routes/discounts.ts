import type { FastifyPluginAsync } from 'fastify';
import type { DiscountListResponse, DiscountResponse } from '../../shared/api-types';
import { discountBodySchema, type DiscountBody } from '../../shared/schemas/discounts';
import { insertDiscount, listDiscounts, toDiscountDto } from '../db/repositories/discounts';
import { currentUser } from '../plugins/auth';
import { toStoredImageUrl } from '../stored-image-url';

/** Promotions: admins add them; every visitor sees them, newest first. */
export const discountsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/discounts', { config: { access: 'public' } }, async (): Promise<DiscountListResponse> => {
    return { discounts: (await listDiscounts(app.db)).map((row) => toDiscountDto(row)) };
  });

  app.post<{ Body: DiscountBody }>('/discount', { config: { access: 'admin' }, schema: { body: discountBodySchema } }, async (request, reply) => {
    const actor = currentUser(request);
    const { company, imageUrl, percent } = request.body;
    const row = await insertDiscount(app.db, { company, imageUrl: toStoredImageUrl(imageUrl, app.config.publicUrl), percent });
    request.log.info({ actor: actor.id, target: row.id, action: 'discount.create' }, 'admin created a promotion');
    return reply.code(201).send({ discount: toDiscountDto(row) } satisfies DiscountResponse);
  });
};
