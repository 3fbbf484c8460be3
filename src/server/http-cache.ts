import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialised once, with the ETag of exactly those bytes. */
export interface TaggedJson {
  body: string;
  etag: string;
}

/** A weak validator: the same JSON means the same representation for the client's purposes. */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends a serialised JSON answer with its ETag, or 304 without a body when the client already holds it.
 * `no-cache` makes browsers revalidate every time, so an edit shows at once yet costs no download.
 */
export function sendBodyWithEtag(request: FastifyRequest, reply: FastifyReply, { body, etag }: TaggedJson): FastifyReply {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
