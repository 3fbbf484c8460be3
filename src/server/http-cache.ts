import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compressBody, type ContentEncoding } from './content-encoding';

/** A weak validator: the same JSON means the same representation for the client's purposes. */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * A JSON answer serialised once, with the ETag of exactly that text, and its bytes encoded once per
 * encoding asked for. Sending the string itself would turn it into UTF-8 again on every request,
 * which for Bengali text (two bytes a character in memory) was most of the list's cost.
 */
export class TaggedJson {
  readonly etag: string;
  private readonly encoded = new Map<ContentEncoding | 'identity', Buffer>();

  constructor(readonly body: string) {
    this.etag = weakEtag(body);
  }

  bytes(encoding: ContentEncoding | null): Buffer {
    const key = encoding ?? 'identity';
    let bytes = this.encoded.get(key);
    if (!bytes) {
      bytes = encoding ? compressBody(this.body, encoding, 'fast') : Buffer.from(this.body);
      this.encoded.set(key, bytes);
    }
    return bytes;
  }
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
export function sendBodyWithEtag(request: FastifyRequest, reply: FastifyReply, tagged: TaggedJson): FastifyReply {
  reply.header('etag', tagged.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], tagged.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(request);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(tagged.bytes(encoding));
}
