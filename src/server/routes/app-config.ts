import type { FastifyPluginAsync } from 'fastify';
import type { AppConfigResponse } from '../../shared/api-types';
import { appConfigResponseSchema } from '../../shared/responses/site';

/** Public settings the SPA reads at run time, so one client build serves every deployment. */
export const appConfigRoutes: FastifyPluginAsync = async (app) => {
  app.get('/app-config', { config: { access: 'public' }, schema: { response: { 200: appConfigResponseSchema } } }, async (): Promise<AppConfigResponse> => ({
    appStoreUrl: app.config.appStoreUrl,
  }));
};
