import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// webpack names every built asset with a content hash, so those may be cached for a year.
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)$/;

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

  const { clientDir } = app.config;
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br/.gz copies next to each text asset (webpack.config.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api') && !url.startsWith('/uploads/');
    if (hasClient && isPage && !path.extname(url.split('?')[0] ?? '')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', clientDir);
    }
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
}
