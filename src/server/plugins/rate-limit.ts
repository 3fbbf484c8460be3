import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import Redis from 'ioredis';
import { HttpError } from '../http-error';

/**
 * Rate limits are off by default and added per route with `limiter()`. With REDIS_URL every API
 * process shares the counters; without it they live in this process.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'halal-invest:rate:',
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please wait ${context.after} and try again.`, 'RATE_LIMITED'),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}

export interface LimiterOptions {
  /** Distinguishes the counters of different limits on the same key. */
  name: string;
  max: number;
  timeWindow: string | number;
  /** Defaults to the client IP. Limits keyed on the body run after parsing (preHandler). */
  key?: (request: FastifyRequest) => string;
}

export function limiter(app: FastifyInstance, { name, max, timeWindow, key }: LimiterOptions): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max,
    timeWindow,
    hook: 'preHandler',
    keyGenerator: (request) => `${name}:${key ? key(request) : request.ip}`,
  });
}

/** The email in a JSON body, normalised, for per-account limits. */
export function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
