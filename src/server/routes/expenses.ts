import type { FastifyPluginAsync } from 'fastify';

export const expensesRoutes: FastifyPluginAsync = async () => {};
