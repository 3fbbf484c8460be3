import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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

/**
 * A limit on failures only (wrong passwords), so an owner who types it right is never slowed down.
 * `attempt` reads the counter without adding to it (429 once `max` failures are counted), runs the
 * check, and counts one failure when it says no. The window starts at the first failure and is not
 * extended by later ones. Same store as every other limit (Redis with REDIS_URL).
 *
 * Attempts on one key run one after another in this process: run side by side, a burst of guesses
 * would all read the counter before any failure was added and all be checked. So at most one guess
 * per API process can race the others' failures: at most `max` + processes - 1 per window.
 */
export function failureLimiter(app: FastifyInstance, { name, max, timeWindow, key }: LimiterOptions) {
  const keyOf = (request: FastifyRequest) => `${name}:${key ? key(request) : request.ip}`;
  const counter = app.createRateLimit({ max, timeWindow, keyGenerator: keyOf });
  const tails = new Map<string, Promise<unknown>>();
  const refuse = (reply: FastifyReply, ttlInSeconds: number) => {
    // At least a second: a window about to end must not say "wait 0 seconds".
    const wait = Math.max(1, ttlInSeconds);
    reply.header('retry-after', wait);
    return tooManyAttempts(waitText(wait));
  };
  const attempt = async (request: FastifyRequest, reply: FastifyReply, check: () => Promise<boolean>): Promise<boolean> => {
    const counted = await counter(request, { increment: false });
    if (!counted.isAllowed && counted.remaining === 0) throw refuse(reply, counted.ttlInSeconds);
    if (await check()) return true;
    const failed = await counter(request);
    if (!failed.isAllowed && failed.isExceeded) throw refuse(reply, failed.ttlInSeconds);
    return false;
  };
  return {
    /** Whether `check` said yes; throws 429 (with Retry-After) instead of checking once over the limit. */
    async attempt(request: FastifyRequest, reply: FastifyReply, check: () => Promise<boolean>): Promise<boolean> {
      const id = keyOf(request);
      const run = (tails.get(id) ?? Promise.resolve()).then(() => attempt(request, reply, check));
      const tail = run.catch(() => undefined);
      tails.set(id, tail);
      try {
        return await run;
      } finally {
        if (tails.get(id) === tail) tails.delete(id);
      }
    },
  };
}
