import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  url: string;
  /** Stored objects by path (`/bucket/key`, path-style addressing). */
  objects: Map<string, { body: Buffer; type: string; cacheControl: string }>;
  close: () => Promise<void>;
}

/**
 * Imitates the three S3 calls the storage adapter makes (PUT, GET and HEAD of an object, path
 * style), refusing requests that are not SigV4-signed with the access key `test-key`.
 */
export function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const server = http.createServer((req, res) => {
    const objectPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=test-key/')) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      const object = objects.get(objectPath);
      if (req.method === 'PUT') {
        objects.set(objectPath, { body: Buffer.concat(chunks), type: String(req.headers['content-type']), cacheControl: String(req.headers['cache-control']) });
        res.writeHead(200, { etag: '"e"' }).end();
      } else if (!object) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
      } else {
        res.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length });
        res.end(req.method === 'HEAD' ? undefined : object.body);
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, objects, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** The environment that points the app's storage at a fake S3. */
export const fakeS3Env = (fake: FakeS3) => ({
  S3_BUCKET: 'invest',
  S3_ENDPOINT: fake.url,
  S3_REGION: 'ap-south-1',
  S3_ACCESS_KEY_ID: 'test-key',
  S3_SECRET_ACCESS_KEY: 'test-secret',
  S3_FORCE_PATH_STYLE: 'true',
});
