import type { FastifyPluginAsync } from 'fastify';

export const bankRoutes: FastifyPluginAsync = async () => {};
