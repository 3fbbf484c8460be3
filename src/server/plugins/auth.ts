import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { findSessionUser } from '../services/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user on `user` and `admin` routes; null on public ones. */
    user: UserRow | null;
    sessionId: string | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1] ?? null;
}

/** The signed-in user of a `user`/`admin` route (the hook guarantees one). */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
  return request.user;
}

/**
 * Every API route declares `config.access`; a route without one stops start-up (SECURITY.md 6).
 * `user` routes need a valid session, `admin` routes an administrator's.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access level (config.access)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
    const session = await findSessionUser(app.db, token);
    if (!session) throw new HttpError(401, 'Your session has expired. Please sign in again.', 'SESSION_EXPIRED');
    request.user = session.user;
    request.sessionId = session.sessionId;
    if (access === 'admin' && session.user.role !== 'admin') {
      throw new HttpError(403, 'Only administrators can do this.', 'FORBIDDEN');
    }
  });
}
