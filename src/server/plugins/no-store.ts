import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every answer that may be personal: any route that needs a
 * session (access 'user' or 'admin', refusals included) and any request that carries Authorization,
 * whatever the route, and public routes that hand out a session token (`config.noStore`: sign-in and
 * its two-factor step). A shared computer's browser cache or a proxy must not keep them. Set in
 * onSend, after the route, so it wins over a route's own cache header.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const { access, noStore } = request.routeOptions.config ?? {};
    if (access === 'user' || access === 'admin' || noStore === true || request.headers.authorization !== undefined) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
