import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchPage } from '../../shared/page-paths';
import { projectGalleryImages } from '../../shared/project-gallery';
import { projectIdParams } from '../../shared/schemas/projects';
import { acceptedEncoding, compressBody } from '../content-encoding';
import { findProject, firstListedProjectImage, toProjectDto } from '../db/repositories/projects';
import { pageHintTags, pageImage, readPageChunks, withHeadTags, type PageImageSource } from '../services/page-head-hints';

/** Compressed pages kept, keyed by their text: one per page, language and largest image, so few. */
const MAX_KEPT = 500;

/**
 * Answers a page (any path the SPA routes) with the built index.html and that page's head hints
 * (services/page-head-hints.ts). The document changes with the page, so it is compressed here, once
 * per distinct text, not by the build like the other assets.
 */
export function pageHtmlSender(app: FastifyInstance, indexHtml: string) {
  const chunks = readPageChunks(indexHtml);
  const images: PageImageSource = {
    firstListedProjectImage: () => firstListedProjectImage(app.db),
    async projectImages(id) {
      if (!projectIdParams.isValidSync({ id })) return undefined; // no such project: the page says so
      const row = await findProject(app.db, id);
      return row && projectGalleryImages(toProjectDto(row, 0));
    },
  };
  const compressed = new Map<string, { br: Buffer; gzip: Buffer }>();
  const compress = (html: string) => {
    let kept = compressed.get(html);
    if (!kept) {
      if (compressed.size >= MAX_KEPT) compressed.clear();
      kept = { br: compressBody(html, 'br', 'small'), gzip: compressBody(html, 'gzip', 'small') };
      compressed.set(html, kept);
    }
    return kept;
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query = null] = request.url.split(/\?(.*)/s);
    const opened = matchPage(pathname);
    let image = null;
    try {
      image = await pageImage(opened, images);
    } catch (error) {
      // A hint is an optimisation: without the database the page still loads, and says what failed.
      request.log.warn({ err: error }, 'page image hint skipped');
    }
    const html = withHeadTags(indexHtml, pageHintTags({ opened, query, cookieHeader: request.headers.cookie, chunks, image }));
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
    const encoding = acceptedEncoding(request);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(compress(html)[encoding]);
  };
}
