import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http-error';
import { withTimeout } from '../with-timeout';
import { healthResponseSchema } from '../../shared/responses/site';

/** How long a dependency may take to answer before it counts as down. */
const CHECK_TIMEOUT_MS = 2000;

/**
 * /health: liveness for load balancers and the reference route of the API benchmark; it touches
 * nothing, so a slow database never gets a live process restarted.
 * /health/ready: readiness: the database answers `select 1` and Redis (when REDIS_URL is set) a
 * PING; otherwise 503 NOT_READY naming what is down, so a load balancer sends traffic elsewhere.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: healthResponseSchema } } }, async () => ({ status: 'ok' }));

  app.get('/health/ready', { config: { access: 'public' }, schema: { response: { 200: healthResponseSchema } } }, async (request) => {
    const checks: Array<[name: string, check: () => Promise<unknown>]> = [['database', () => sql`select 1`.execute(app.db)]];
    const { redis } = app;
    if (redis) checks.push(['Redis', () => redis.ping()]);
    const results = await Promise.allSettled(checks.map(([, check]) => withTimeout(check(), CHECK_TIMEOUT_MS)));
    const down = checks.filter((_check, i) => results[i]?.status === 'rejected').map(([name]) => name);
    if (down.length > 0) {
      results.forEach((result, i) => {
        if (result.status === 'rejected') request.log.warn({ err: result.reason, dependency: checks[i]?.[0] }, 'readiness check failed');
      });
      throw new HttpError(503, `Not ready: ${down.join(' and ')} ${down.length === 1 ? 'is' : 'are'} not answering.`, 'NOT_READY');
    }
    return { status: 'ready' };
  });
};
