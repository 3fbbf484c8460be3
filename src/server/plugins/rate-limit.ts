import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared rate-limit connection when REDIS_URL is set; null otherwise. */
    redis: { ping(): Promise<string> } | null;
  }
}

/**
 * Rate limits are off by default and added per route with `limiter()`. With REDIS_URL every API
 * process shares the counters; without it they live in this process.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  // ioredis is loaded only with REDIS_URL: it is not needed otherwise and costs start-up time.
  const redis = app.config.redisUrl ? new (await import('ioredis')).Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'halal-invest:rate:',
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.after),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // The readiness check (GET /api/health/ready) pings the same connection.
  app.decorate('redis', redis ?? null);
}

export interface LimiterOptions {
  /** Distinguishes the counters of different limits on the same key. */
  name: string;
  max: number;
  timeWindow: string | number;
  /** Defaults to the client IP. Limits keyed on the body run after parsing (preHandler). */
  key?: (request: FastifyRequest) => string;
}

function tooManyAttempts(after: string): HttpError {
  return new HttpError(429, `Too many attempts. Please wait ${after} and try again.`, 'RATE_LIMITED');
}

/** "15 minutes", "1 second": the wording the plugin's own answers use. */
function waitText(seconds: number): string {
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : seconds < 3600 ? [Math.round(seconds / 60), 'minute'] : [Math.round(seconds / 3600), 'hour'];
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/**
 * A preHandler that counts one limit. Built on createRateLimit rather than app.rateLimit(): the
 * plugin's ready-made handler marks the request after the first limiter it meets and skips every
 * later one, so `[limiter(ip), limiter(email)]` would only ever count the first.
 */
export function limiter(app: FastifyInstance, { name, max, timeWindow, key }: LimiterOptions): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${name}:${key ? key(request) : request.ip}` });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw tooManyAttempts(waitText(result.ttlInSeconds));
  };
}

/** The email in a JSON body, normalised, for per-account limits. */
export function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Counts one attempt against a limit and says whether it is over, without refusing: for limits
 * whose answer past the limit is a further step (a mailed sign-in code) rather than a 429.
 */
export function attemptCounter(app: FastifyInstance, { name, max, timeWindow, key }: LimiterOptions): (request: FastifyRequest) => Promise<boolean> {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${name}:${key ? key(request) : request.ip}` });
  return async (request) => {
    const result = await check(request);
    return !result.isAllowed && result.isExceeded;
  };
}
