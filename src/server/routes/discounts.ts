import type { FastifyPluginAsync } from 'fastify';

export const discountsRoutes: FastifyPluginAsync = async () => {};
