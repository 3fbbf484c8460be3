import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMAGE_VARIANTS_PREFIX, isImageVariantWidth } from '../../shared/image-variants';
import { HttpError } from '../http-error';
import { imageVariant } from '../services/image-variants';
import { assertSafeKey } from '../services/storage/file-storage';
import { pageHtmlSender } from './page-html';

// webpack names every built asset with a content hash, so those may be cached for a year. With
// preCompressed the path seen here is the .br or .gz copy actually sent.
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)(\.br|\.gz)?$/;

/** The built SPA at `/` with a history fallback to index.html, and public uploads at `/uploads/`. */
export async function registerStaticFiles(app: FastifyInstance, uploadsDir: string): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
  });

  registerImageVariants(app, uploadsDir);

  const { clientDir } = app.config;
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // One wildcard route, not one route per built file: listing the build at start-up cost ~120 ms of
      // every cold start (PERFORMANCE.md 6). A path with no file falls through to the not-found handler.
      wildcard: true,
      index: false,
      // A path ending in '/' ('/', '/investment/all/') is a page, never a folder listing: to the fallback.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // The build writes .br/.gz copies next to each text asset (webpack.config.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const pageHtml = hasClient ? pageHtmlSender(app, fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api') && !url.startsWith('/uploads/');
    if (pageHtml && isPage && !path.extname(url.split('?')[0] ?? '')) return pageHtml(request, reply);
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
}

function isSafeImageKey(key: string): boolean {
  try {
    assertSafeKey(key);
  } catch {
    return false;
  }
  return /\.(jpe?g|png)$/.test(key);
}

/**
 * /images/{width}/{key}: a public upload at most `width` pixels wide, as WebP (shared/image-variants.ts),
 * made on the first request and kept beside the uploads. Its key never names another image later,
 * so browsers may keep it for a year, like the build's hashed files.
 */
function registerImageVariants(app: FastifyInstance, uploadsDir: string): void {
  const cacheDir = path.join(path.dirname(uploadsDir), 'image-variants');
  // A file route like /uploads (hidden from the API document, as @fastify/static hides its own).
  app.get<{ Params: { width: string; '*': string } }>(`${IMAGE_VARIANTS_PREFIX}:width/*`, { schema: { hide: true } }, async (request, reply) => {
    const width = Number(request.params.width);
    const key = request.params['*'];
    const file = isImageVariantWidth(width) && isSafeImageKey(key) ? await imageVariant(path.join(uploadsDir, key), cacheDir, width, key) : null;
    if (!file) throw new HttpError(404, 'Not found', 'NOT_FOUND');
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(fs.createReadStream(file));
  });
}
