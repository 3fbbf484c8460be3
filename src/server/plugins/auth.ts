import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import type { AccessLevel } from '../fastify-types';
import { HttpError } from '../http-error';
import { findSessionUser, needsTouch, touchSession } from '../services/sessions';
import { mustPassTwoFactor } from '../services/two-factor/policy';

export interface RouteAccess {
  method: string;
  url: string;
  access: AccessLevel;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access level, as registered; the authorisation tests walk it. */
    apiRouteAccess: RouteAccess[];
  }
  interface FastifyRequest {
    /** The signed-in user on `user` and `admin` routes; null on public ones. */
    user: UserRow | null;
    sessionId: string | null;
    /** When the current session passed two-factor; null when it has not (or on public routes). */
    sessionTwoFactorAt: string | null;
    /** Whether this request may use admin rights: an admin whose session passed two-factor where it must. */
    adminRights: boolean;
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
 * Whether the request may use admin rights, on any route: the role alone is not enough while this
 * session still has to pass two-factor. Routes and services ask this, never the role, so an admin
 * session without two-factor sees and does exactly what an investor's would.
 */
export function hasAdminRights(request: FastifyRequest): boolean {
  return request.adminRights;
}

/**
 * Every API route declares `config.access`; a route without one stops start-up (SECURITY.md 6).
 * `user` routes need a valid session, `admin` routes an administrator's.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionTwoFactorAt', null);
  app.decorateRequest('adminRights', false);

  const registry: RouteAccess[] = [];
  app.decorate('apiRouteAccess', registry);
  app.addHook('onRoute', (route) => {
    // The API documentation UI registers its own routes; it is public by nature.
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access level (config.access)`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') registry.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    await authenticate(app, request, access);
  });
}

/**
 * Checks the request's session as a `user` or `admin` route does, setting `request.user`. The
 * access hook calls it; a public route calls it for an admin-only option of its own (the payment
 * accounts list's `?all=1`), so that option is refused exactly as an admin route would be.
 */
export async function authenticate(app: FastifyInstance, request: FastifyRequest, access: 'user' | 'admin'): Promise<UserRow> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
  const session = await findSessionUser(app.db, token);
  if (!session) throw new HttpError(401, 'Your session has expired. Please sign in again.', 'SESSION_EXPIRED');
  request.user = session.user;
  request.sessionId = session.sessionId;
  request.sessionTwoFactorAt = session.twoFactorAt;
  request.adminRights = session.user.role === 'admin' && !mustPassTwoFactor(app.config, session.user, session.twoFactorAt);
  // "Last used" for the session list: one conditional write a minute per session, not one per
  // request. It is bookkeeping: a busy database must not fail the request it rides on.
  if (needsTouch(session.lastUsedAt)) {
    await touchSession(app.db, session.sessionId).catch((err: unknown) => request.log.warn({ err }, 'session last use not recorded'));
  }
  if (access === 'admin' && session.user.role !== 'admin') {
    throw new HttpError(403, 'Only administrators can do this.', 'FORBIDDEN');
  }
  // A stolen admin password or session alone must not reach admin routes.
  if (access === 'admin' && !request.adminRights) {
    throw new HttpError(403, 'Administrators must sign in with two-factor authentication. Set it up, then try again.', 'TWO_FACTOR_REQUIRED');
  }
  return session.user;
}
