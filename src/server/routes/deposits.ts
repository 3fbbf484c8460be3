import type { FastifyPluginAsync } from 'fastify';

export const depositsRoutes: FastifyPluginAsync = async () => {};
