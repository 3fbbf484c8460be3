import type { FastifyPluginAsync } from 'fastify';
import type { PortfolioResponse } from '../../shared/portfolio-types';
import { portfolioResponseSchema } from '../../shared/responses/portfolio';
import { currentUser } from '../plugins/auth';
import { portfolioOf } from '../services/portfolio/portfolio';

/**
 * The investor's portfolio overview in one call, so a phone draws it after one round trip. Personal,
 * so never stored by a cache (plugins/no-store.ts); the client's RTK Query cache keeps it instead.
 */
export const portfolioRoutes: FastifyPluginAsync = async (app) => {
  app.get('/portfolio', { config: { access: 'user' }, schema: { response: { 200: portfolioResponseSchema } } }, async (request): Promise<PortfolioResponse> => ({
    portfolio: await portfolioOf(app.db, currentUser(request).id),
  }));
};
