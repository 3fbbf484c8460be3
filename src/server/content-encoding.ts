import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer in: brotli where the client takes it (every current browser), else gzip, else none. */
export function acceptedEncoding(request: FastifyRequest): ContentEncoding | null {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return null;
}

/** Compresses an answer that is sent many times, so it is done once; `quality` trades the one-off time for size. */
export function compressBody(body: string | Buffer, encoding: ContentEncoding, quality: 'fast' | 'small'): Buffer {
  if (encoding === 'br') return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality === 'fast' ? 5 : 9 } });
  return zlib.gzipSync(body, { level: quality === 'fast' ? 6 : 9 });
}
