import type { FastifyPluginAsync } from 'fastify';
import type { DiscountListResponse, DiscountResponse } from '../../shared/api-types';
import { discountBodySchema, type DiscountBody } from '../../shared/schemas/discounts';
import { insertDiscount, listDiscounts, toDiscountDto } from '../db/repositories/discounts';
import { currentUser } from '../plugins/auth';
import { requestOrigin } from '../request-origin';
import { toStoredImageUrl } from '../stored-image-url';

/** Promotions: admins add them; every visitor sees them, newest first. */
export const discountsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/discounts', { config: { access: 'public' } }, async (request): Promise<DiscountListResponse> => {
    const origin = requestOrigin(request, app.config);
    return { discounts: (await listDiscounts(app.db)).map((row) => toDiscountDto(row, origin)) };
  });

  app.post<{ Body: DiscountBody }>('/discount', { config: { access: 'admin' }, schema: { body: discountBodySchema } }, async (request, reply) => {
    const actor = currentUser(request);
    const origin = requestOrigin(request, app.config);
    const { company, imageUrl, percent } = request.body;
    const row = await insertDiscount(app.db, { company, imageUrl: toStoredImageUrl(imageUrl, origin), percent });
    request.log.info({ actor: actor.id, target: row.id, action: 'discount.create' }, 'admin created a promotion');
    return reply.code(201).send({ discount: toDiscountDto(row, origin) } satisfies DiscountResponse);
  });
};
