import type { FastifyPluginAsync } from 'fastify';

/** Liveness for load balancers and the reference route of the API benchmark. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
};
