import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { assertSafeKey, contentTypeOfKey, type FileStorage, type StorageData } from './file-storage';

// The SDK warns on Node 20 about releases after January 2027; VERSIONS.md pins this one, which
// supports Node 20, so the warning says nothing about the code we run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// One bucket, two prefixes: a bucket policy can make `public/*` world-readable while
// `private/*` stays readable only with the server's credentials.
const PUBLIC_PREFIX = 'public/';
const PRIVATE_PREFIX = 'private/';

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** Where public objects are fetched from: S3_PUBLIC_URL (a CDN), else the endpoint, else AWS. */
export function s3PublicBaseUrl(s3: S3Config): string {
  if (s3.publicUrl) return s3.publicUrl;
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    const base = endpoint.origin + endpoint.pathname.replace(/\/+$/, '');
    return s3.forcePathStyle ? `${base}/${s3.bucket}` : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  }
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');
let sdk: Promise<S3Sdk> | undefined;

/** The AWS SDK, read on first use: loading it took ~100 ms of every start, with or without S3 (PERFORMANCE.md 6). */
function loadSdk(): Promise<S3Sdk> {
  return (sdk ??= import('@aws-sdk/client-s3'));
}

function createS3Client({ S3Client }: S3Sdk, s3: S3Config): S3Client {
  return new S3Client({
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    // Without keys the SDK's default chain applies (environment, instance role, ...).
    ...(s3.accessKeyId && s3.secretAccessKey ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } } : {}),
    // Several S3-compatible stores reject the newer default checksum headers; send them only where required.
    ...(s3.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const } : {}),
  });
}

/** Uploads in an S3-compatible bucket (AWS, MinIO, R2, ...), used when S3_BUCKET is set. */
export function createS3Storage(s3: S3Config): FileStorage {
  const publicBase = s3PublicBaseUrl(s3);
  let client: S3Client | undefined;
  const connect = async (): Promise<{ client: S3Client; sdk: S3Sdk }> => {
    const loaded = await loadSdk();
    client ??= createS3Client(loaded, s3);
    return { client, sdk: loaded };
  };
  const put = async (key: string, data: StorageData, contentType: string, cacheControl: string) => {
    // A file is streamed with its length known up front, so it is never read into memory whole.
    const [body, length] = Buffer.isBuffer(data) ? [data, data.length] : [fs.createReadStream(data.path), (await fs.promises.stat(data.path)).size];
    const { client, sdk } = await connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: length, CacheControl: cacheControl }));
  };

  return {
    async putPublic(key, data, contentType) {
      assertSafeKey(key);
      // Generated names never change content, so caches may keep them.
      await put(PUBLIC_PREFIX + key, data, contentType, 'public, max-age=604800, immutable');
      return `${publicBase}/${PUBLIC_PREFIX}${key}`;
    },

    async putPrivate(key, data, contentType) {
      assertSafeKey(key);
      await put(PRIVATE_PREFIX + key, data, contentType, 'private, no-store');
    },

    async readPrivate(key) {
      assertSafeKey(key);
      try {
        const { client, sdk } = await connect();
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: PRIVATE_PREFIX + key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body');
        return { body: object.Body, contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async existsPrivate(key) {
      assertSafeKey(key);
      try {
        const { client, sdk } = await connect();
        await client.send(new sdk.HeadObjectCommand({ Bucket: s3.bucket, Key: PRIVATE_PREFIX + key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async readPublic(url) {
      const base = `${publicBase}/${PUBLIC_PREFIX}`;
      if (!url.startsWith(base)) return null;
      const key = url.slice(base.length);
      assertSafeKey(key);
      try {
        const { client, sdk } = await connect();
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: PUBLIC_PREFIX + key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async remove(key, visibility) {
      assertSafeKey(key);
      const { client, sdk } = await connect();
      // DeleteObject succeeds for a missing key too.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key: (visibility === 'public' ? PUBLIC_PREFIX : PRIVATE_PREFIX) + key }));
    },
  };
}
