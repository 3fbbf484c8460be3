import type { FastifyPluginAsync } from 'fastify';

export const investmentRoutes: FastifyPluginAsync = async () => {};
