import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from './auth';
import { failureLimiter } from './rate-limit';
import { verifyPassword } from '../services/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Checks the signed-in user's password typed to confirm a sensitive step (a withdrawal, turning
     * two-factor on or off). Wrong ones share one limit per account, whichever step they were typed
     * for: past it, 429 with Retry-After instead of a check.
     */
    confirmPassword(request: FastifyRequest, reply: FastifyReply, password: string): Promise<boolean>;
  }
}

/**
 * Wrong confirmation passwords: 5 per user in 15 minutes, then 429 until the window that began with
 * the first wrong one ends. Five forgives typos; a stolen session gets about 20 guesses an hour
 * instead of thousands. Only wrong ones count, so an owner who types it right is never refused.
 * Shared by every API process through Redis with REDIS_URL.
 */
export function registerPasswordConfirmation(app: FastifyInstance): void {
  const tries = failureLimiter(app, { name: 'password-confirmation', max: 5, timeWindow: '15 minutes', key: (request) => request.user?.id ?? request.ip });
  app.decorate('confirmPassword', (request: FastifyRequest, reply: FastifyReply, password: string) =>
    tries.attempt(request, reply, () => verifyPassword(currentUser(request).password_hash, password)),
  );
}
