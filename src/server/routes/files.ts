import type { FastifyPluginAsync } from 'fastify';

export const filesRoutes: FastifyPluginAsync = async () => {};
