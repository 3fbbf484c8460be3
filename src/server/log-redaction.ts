import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: the mailed reset link (token), codes and passwords. */
const SECRET_PARAMS = new Set(['token', 'otp', 'code', 'password', 'resettoken', 'signature']);

/**
 * The URL as request logs show it: values of secret query parameters become `[redacted]`. The
 * mailed reset link (/resetpassword?email=…&token=…) was logged in full whenever it was opened.
 * Matching is on the decoded, lower-cased name, so `%74oken=` or `Token=` do not slip through.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // An undecodable name is logged as it came; only its value could be a secret.
      }
      return SECRET_PARAMS.has(name.trim().toLowerCase()) && eq !== -1 ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
