import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { FileUploadResponse } from '../../shared/api-types';
import { privateFileQuerySchema, uploadQuerySchema, type FileVisibility } from '../../shared/schemas/files';
import { newId } from '../db/ids';
import { HttpError } from '../http-error';
import { currentUser, hasAdminRights } from '../plugins/auth';
import { isPrivateKey, signedPrivateUrl } from '../services/private-files';
import { urlSignerFor } from '../services/signed-urls';
import { receiveImage, UPLOAD_LIMITS } from '../services/uploads/receive-upload';
import { reencodeImage } from '../services/uploads/reencode-image';
import { recordUpload, uploadsInLastHour, UPLOADS_PER_HOUR } from '../services/uploads/upload-records';
import { fileUploadResponseSchema } from '../../shared/responses/site';
import { errors, fileReply } from '../openapi/responses';

const linkInvalid = () => new HttpError(403, 'This link has expired or is not valid.', 'LINK_INVALID');

/** POST /file/upload (screenshots and images) and GET /file/private/* (signed screenshot links). */
export const filesRoutes: FastifyPluginAsync = async (app) => {
  // Registered here only, so no other route accepts multipart bodies.
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  const signer = await urlSignerFor(app.config);
  const tmpDir = path.join(app.config.dataDir, 'tmp');

  app.post<{ Querystring: { visibility: FileVisibility } }>(
    '/file/upload',
    { config: { access: 'user' }, schema: { response: { 201: fileUploadResponseSchema, ...errors(403, 413, 415, 422, 429) }, querystring: uploadQuerySchema } },
    async (request, reply): Promise<FileUploadResponse> => {
      const user = currentUser(request);
      const { visibility } = request.query;
      // Decided before a byte of the body is read.
      if (visibility === 'public' && !hasAdminRights(request)) {
        throw new HttpError(403, 'Only administrators can upload public images.', 'PUBLIC_UPLOAD_FORBIDDEN');
      }

      // Counted from the uploads table, so the limit holds across API processes.
      if ((await uploadsInLastHour(app.db, user.id)) >= UPLOADS_PER_HOUR) {
        throw new HttpError(429, `You can upload at most ${UPLOADS_PER_HOUR} files an hour. Please try again later.`, 'UPLOAD_LIMIT');
      }

      const received = await receiveImage(request, tmpDir);
      const encoded = `${received.path}.out`;
      try {
        const image = await reencodeImage(received.path, encoded, received.type);
        reply.status(201);
        if (visibility === 'public') {
          const publicKey = `images/${newId()}.${image.extension}`;
          const stored = await app.storage.putPublic(publicKey, { path: encoded }, image.contentType);
          await recordUpload(app.db, { key: publicKey, userId: user.id, visibility: 'public' });
          request.log.info({ actorId: user.id, file: stored }, 'admin uploaded a public image');
          // Local storage answers a relative path (/uploads/…), S3 a full URL from S3_PUBLIC_URL:
          // never a host taken from the request.
          return { url: stored };
        }
        // The owner's id leads the key: a deposit can then only cite its own investor's screenshots.
        const key = `${user.id}/${newId()}.${image.extension}`;
        await app.storage.putPrivate(key, { path: encoded }, image.contentType);
        await recordUpload(app.db, { key, userId: user.id, visibility: 'private' });
        return { url: signedPrivateUrl(key, signer) };
      } finally {
        await Promise.all([fs.rm(received.path, { force: true }), fs.rm(encoded, { force: true })]);
      }
    },
  );

  // Public by access level: the signature is the permission (an <img> cannot send a bearer token).
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
    '/file/private/*',
    {
      config: { access: 'public' },
      schema: {
        response: { 200: fileReply('The private file (a deposit screenshot)', ['image/png', 'image/jpeg', 'image/webp']), ...errors(403, 404) },
        querystring: privateFileQuerySchema,
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { expires, signature } = request.query;
      if (!isPrivateKey(key) || !signer.verify(key, expires, signature)) throw linkInvalid();
      const file = await app.storage.readPrivate(key);
      if (!file) throw new HttpError(404, 'File not found.', 'FILE_NOT_FOUND');
      return (
        reply
          .header('content-type', file.contentType)
          .header('x-content-type-options', 'nosniff')
          // A signed link is a bearer permission to a private file: no cache may keep the answer.
          .header('cache-control', 'no-store')
          .header('content-disposition', 'inline')
          .send(file.body)
      );
    },
  );
};
