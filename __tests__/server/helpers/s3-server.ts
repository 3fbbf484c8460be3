import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export const S3_BUCKET = 'invest';
export const S3_REGION = 'ap-south-1';
/** s3rver's one built-in account. */
export const S3_ACCESS_KEY_ID = 'S3RVER';
export const S3_SECRET_ACCESS_KEY = 'S3RVER';

export interface S3Server {
  /** The endpoint, e.g. `http://127.0.0.1:41234` (path-style: objects live at `/invest/<key>`). */
  url: string;
  /** An object of the bucket read back over the S3 protocol; undefined if there is none. */
  getObject: (key: string) => Promise<{ body: Buffer; type: string; cacheControl: string } | undefined>;
  /** Stops the server and removes its directory. */
  close: () => Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, objects kept in a fresh temporary directory) on a free
 * port of 127.0.0.1, with the bucket `invest`.
 *
 * s3rver 3.7 refuses a request signed with an access key it does not know (InvalidAccessKeyId),
 * but it does not check a SigV4 signature itself (so not the secret), and it serves unsigned
 * requests.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: S3_BUCKET, configs: [] }] });
  let address;
  try {
    address = await server.run();
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const url = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({
    region: S3_REGION,
    endpoint: url,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    url,
    async getObject(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
        return { body: Buffer.from(await object.Body!.transformToByteArray()), type: String(object.ContentType), cacheControl: String(object.CacheControl) };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async close() {
      client.destroy();
      try {
        await server.close();
      } finally {
        fs.rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}

/** The environment that points the app's storage at the server. */
export const s3ServerEnv = (s3: S3Server) => ({
  S3_BUCKET,
  S3_ENDPOINT: s3.url,
  S3_REGION,
  S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY,
  S3_FORCE_PATH_STYLE: 'true',
});
