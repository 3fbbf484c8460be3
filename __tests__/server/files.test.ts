import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '../../src/shared/constants';
import { urlSignerFor } from '../../src/server/services/signed-urls';
import { s3ServerEnv, startS3Server, type S3Server } from './helpers/s3-server';
import { fileBody, jpegImage, multipartBody, noisePng, pngImage } from './helpers/multipart';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { createTestAdmin, createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

const PRIVATE_URL = /^\/api\/file\/private\/([0-9a-f]{24}\/[0-9a-f]{24}\.(?:png|jpg))\?expires=(\d+)&signature=([A-Za-z0-9_-]{43})$/;

/** The parts of a signed private link; fails the test if the link has another shape. */
function parsePrivateUrl(url: string): { key: string; expires: string; signature: string } {
  const match = PRIVATE_URL.exec(url);
  if (!match) throw new Error(`Not a signed private link: ${url}`);
  const [, key = '', expires = '', signature = ''] = match;
  return { key, expires, signature };
}

/** Every file below a directory, relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe.each(databaseKinds)('file routes on %s', (kind) => {
  let ctx: TestContext;
  let investor: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    investor = await createTestUser(ctx.database.db);
    admin = await createTestAdmin(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const privateDir = () => path.join(ctx.config.dataDir, 'private');
  const upload = (body: ReturnType<typeof multipartBody>, user: TestUser | null = investor, query = '') =>
    ctx.app.inject({ method: 'POST', url: `/api/file/upload${query}`, payload: body.payload, headers: { ...body.headers, ...(user ? user.headers : {}) } });
  const pathOf = (url: string) => url.replace(/^http:\/\/localhost(?::80)?/, '');

  test('an investor uploads a private screenshot: 201 {url} with a signed link that serves the re-encoded image', async () => {
    const res = await upload(fileBody(await jpegImage(40, 30), 'my bank receipt.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(Object.keys(res.json())).toEqual(['url']);
    const { key, expires } = parsePrivateUrl(url);
    expect(key.startsWith(`${investor.user.id}/`)).toBe(true);
    expect(key.endsWith('.jpg')).toBe(true);
    expect(key).not.toContain('receipt');
    // 15 minutes, give or take the test's own run time.
    expect(Number(expires) - Date.now() / 1000).toBeGreaterThan(14 * 60);
    expect(Number(expires) - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
    // Kept outside the public static root.
    expect(filesUnder(privateDir())).toContain(key);
    expect(filesUnder(path.join(ctx.config.dataDir, 'uploads'))).not.toContain(key);

    const file = await ctx.app.inject({ method: 'GET', url: pathOf(url) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-disposition']).toBe('inline');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 40, 30]);
  });

  test('an admin uploads a public image: 201 {url} under /uploads/, served statically', async () => {
    const res = await upload(fileBody(await pngImage(20, 10)), admin, '?visibility=public');
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{24}\.png$/);
    const file = await ctx.app.inject({ method: 'GET', url: pathOf(url) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
  });

  test('EXIF orientation is applied, then every metadata block is removed', async () => {
    const tagged = await sharp(await jpegImage(60, 20))
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Secret Name', Copyright: 'GPS here' } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).orientation).toBe(6);
    const res = await upload(fileBody(tagged, 'photo.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(201);
    const stored = fs.readFileSync(path.join(privateDir(), parsePrivateUrl(res.json().url).key));
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([20, 60]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('Secret Name')).toBe(false);
  });

  test('a polyglot (a valid PNG with a script appended) is accepted, but the stored file no longer carries the script', async () => {
    const script = '<script>alert(document.cookie)</script>';
    const polyglot = Buffer.concat([await pngImage(), Buffer.from(script)]);
    const res = await upload(fileBody(polyglot, 'image.png'));
    expect(res.statusCode).toBe(201);
    const stored = fs.readFileSync(path.join(privateDir(), parsePrivateUrl(res.json().url).key));
    expect(stored.includes(script)).toBe(false);
    expect(stored.includes('<script')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('png');
  });

  test('a file over 5 MB is refused with 413 and nothing is stored', async () => {
    const before = filesUnder(privateDir()).length;
    // A real PNG header, so the size (not the type) is what is refused.
    const big = Buffer.concat([await pngImage(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const res = await upload(fileBody(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file is larger than 5 MB.', code: 'FILE_TOO_LARGE' });
    expect(filesUnder(privateDir()).length).toBe(before);
    expect(filesUnder(path.join(ctx.config.dataDir, 'tmp'))).toEqual([]);
  });

  test('a real 5.1 MB PNG is refused with 413 too', async () => {
    const big = await noisePng(1300, 1300);
    expect(big.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const res = await upload(fileBody(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_LARGE');
  });

  test.each([
    ['a text file renamed .png', Buffer.from('just some text, not an image at all'), 'notes.png', 'image/png'],
    ['an HTML page sent as image/jpeg', Buffer.from('<html><script>alert(1)</script></html>'), 'a.jpg', 'image/jpeg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'a.png', 'image/png'],
    ['three bytes', Buffer.from('abc'), 'a.png', 'image/png'],
  ])('%s is refused by its bytes with 415', async (_name, data, filename, type) => {
    const res = await upload(fileBody(data, filename, type));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Only PNG and JPG images are allowed.', code: 'UNSUPPORTED_FILE_TYPE' });
  });

  test('a 30-megapixel PNG is refused with 422 before it is decoded', async () => {
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const res = await upload(fileBody(huge));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'The image is larger than 25 megapixels. Please upload a smaller image.', code: 'IMAGE_TOO_LARGE' });
  });

  test('a PNG signature followed by garbage is refused with 422', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]);
    const res = await upload(fileBody(fake));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IMAGE_UNREADABLE');
  });

  test.each([
    ['no file part at all', () => multipartBody([{ name: 'note', data: 'hello' }])],
    ['an empty file (the browser sends this when nothing was chosen)', () => multipartBody([{ name: 'file', filename: '', contentType: 'application/octet-stream', data: '' }])],
    ['a file in another field', () => multipartBody([{ name: 'image', filename: 'a.png', contentType: 'image/png', data: 'x' }])],
    ['an empty form', () => multipartBody([])],
  ])('%s: 400 No file selected.', async (_name, body) => {
    const res = await upload(body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'No file selected.', code: 'NO_FILE' });
  });

  test('a JSON body instead of multipart is a 400, not a 5xx', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/file/upload', payload: { file: 'x' }, headers: investor.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NO_FILE');
  });

  test.each([
    ['a body cut off mid-file', (b: Buffer) => b.subarray(0, b.length - 30)],
    ['a missing boundary', (b: Buffer) => b],
  ])('bad multipart (%s) is a 400, never a 5xx', async (name, cut) => {
    const body = fileBody(await pngImage());
    const headers = name === 'a missing boundary' ? { 'content-type': 'multipart/form-data' } : body.headers;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/file/upload', payload: cut(body.payload), headers: { ...headers, ...investor.headers } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
  });

  test('too many fields before the file is a 413 with a clear message', async () => {
    const fields = Array.from({ length: 7 }, (_, i) => ({ name: `f${i}`, data: 'x' }));
    const res = await upload(multipartBody([...fields, { name: 'file', filename: 'a.png', contentType: 'image/png', data: await pngImage() }]));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('UPLOAD_TOO_MANY_PARTS');
  });

  test('an anonymous upload is refused with 401', async () => {
    const res = await upload(fileBody(await pngImage()), null);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  test('an investor asking for a public upload is refused with 403 and nothing is stored', async () => {
    const before = filesUnder(path.join(ctx.config.dataDir, 'uploads')).length;
    const res = await upload(fileBody(await pngImage()), investor, '?visibility=public');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only administrators can upload public images.', code: 'PUBLIC_UPLOAD_FORBIDDEN' });
    expect(filesUnder(path.join(ctx.config.dataDir, 'uploads')).length).toBe(before);
  });

  test('an unknown visibility is a 400', async () => {
    const res = await upload(fileBody(await pngImage()), admin, '?visibility=everyone');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  describe('signed links', () => {
    let url: string;
    let key: string;
    let expires: string;
    let signature: string;
    beforeAll(async () => {
      const res = await upload(fileBody(await pngImage()));
      url = res.json().url;
      ({ key, expires, signature } = parsePrivateUrl(url));
    });
    const get = (target: string) => ctx.app.inject({ method: 'GET', url: target });
    const LINK_INVALID = { message: 'This link has expired or is not valid.', code: 'LINK_INVALID' };

    test('work without any session', async () => {
      const res = await get(pathOf(url));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    });

    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    test.each([
      ['a changed signature', () => `/api/file/private/${key}?expires=${expires}&signature=${flip(signature)}`],
      ['a later expiry', () => `/api/file/private/${key}?expires=${Number(expires) + 3600}&signature=${signature}`],
      ['another key', () => `/api/file/private/${key.replace(/^[0-9a-f]/, (c) => (c === 'a' ? 'b' : 'a'))}?expires=${expires}&signature=${signature}`],
      ['no signature', () => `/api/file/private/${key}?expires=${expires}`],
      ['no parameters', () => `/api/file/private/${key}`],
      ['a truncated signature', () => `/api/file/private/${key}?expires=${expires}&signature=${signature.slice(0, 20)}`],
      ['an encoded path outside the private keys', () => `/api/file/private/..%2F..%2F.app-secret?expires=${expires}&signature=${signature}`],
    ])('%s: 403', async (_name, target) => {
      const res = await get(target());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(LINK_INVALID);
    });

    test('an expired link: 403', async () => {
      const signer = await urlSignerFor(ctx.config);
      const old = signer.sign(key, 15 * 60, Date.now() - 16 * 60 * 1000);
      const res = await get(`/api/file/private/${key}?expires=${old.expires}&signature=${old.signature}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(LINK_INVALID);
    });

    test('a valid link to a file that does not exist: 404', async () => {
      const missing = `${investor.user.id}/0123456789abcdef01234567.png`;
      const signed = (await urlSignerFor(ctx.config)).sign(missing);
      const res = await get(`/api/file/private/${missing}?expires=${signed.expires}&signature=${signed.signature}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'File not found.', code: 'FILE_NOT_FOUND' });
    });

    test('private files are never reachable through /uploads/', async () => {
      const res = await get(`/uploads/${key}`);
      expect(res.statusCode).toBe(404);
      const traversal = await get(`/uploads/../private/${key}`);
      expect(traversal.statusCode).toBe(404);
    });
  });

  test('over a real socket, an early refusal still reaches the client as its JSON answer (not a reset)', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const send = (body: ReturnType<typeof multipartBody>) =>
      fetch(`${address}/api/file/upload`, { method: 'POST', body: new Uint8Array(body.payload), headers: { ...body.headers, ...investor.headers } }).then(async (res) => [
        res.status,
        await res.json(),
      ]);
    // Just over the limit, several at once: without draining the rest, clients saw ECONNRESET here.
    const tooLarge = fileBody(await noisePng(1320, 1300));
    const notImage = fileBody(Buffer.alloc(4 * 1024 * 1024, 'text '), 'x.png');
    const results = await Promise.all([...Array.from({ length: 8 }, () => send(tooLarge)), send(notImage)]);
    const TOO_LARGE = [413, { message: 'The file is larger than 5 MB.', code: 'FILE_TOO_LARGE' }];
    expect(results).toEqual([...Array.from({ length: 8 }, () => TOO_LARGE), [415, { message: 'Only PNG and JPG images are allowed.', code: 'UNSUPPORTED_FILE_TYPE' }]]);
    // The connection stays usable afterwards.
    expect((await send(fileBody(await pngImage())))[0]).toBe(201);
  });

  test('no temporary upload files are left behind', () => {
    expect(filesUnder(path.join(ctx.config.dataDir, 'tmp'))).toEqual([]);
  });
});

describe('file routes with S3 storage', () => {
  let s3: S3Server;
  let ctx: TestContext;
  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await createTestContext('sqlite', s3ServerEnv(s3));
  });
  afterAll(async () => {
    await ctx.close();
    await s3.close();
  });

  test('a private screenshot goes to private/ in the bucket and is served through the signed link', async () => {
    const investor = await createTestUser(ctx.database.db);
    const body = fileBody(await pngImage(30, 20));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/file/upload', payload: body.payload, headers: { ...body.headers, ...investor.headers } });
    expect(res.statusCode).toBe(201);
    const { key } = parsePrivateUrl(res.json().url);
    expect((await s3.getObject(`private/${key}`))?.type).toBe('image/png');
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'private'))).toBe(false);

    const file = await ctx.app.inject({ method: 'GET', url: res.json().url.replace(/^http:\/\/localhost(?::80)?/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(30);

    // A deposit can cite it: existence is checked in the bucket.
    const deposit = await ctx.app.inject({ method: 'POST', url: '/api/deposit', payload: { amount: 5, url: res.json().url }, headers: investor.headers });
    expect(deposit.statusCode).toBe(201);
    // Issue 17: the screenshot's SHA-256 is read from the bucket, of the bytes stored there.
    const stored = await ctx.database.db.selectFrom('deposits').select('screenshot_hash').where('id', '=', deposit.json().deposit._id).executeTakeFirstOrThrow();
    const bytes = (await s3.getObject(`private/${key}`))?.body ?? Buffer.alloc(0);
    expect(stored.screenshot_hash).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  test('a public image goes to public/ and answers the bucket URL', async () => {
    const admin = await createTestAdmin(ctx.database.db);
    const body = fileBody(await jpegImage(), 'banner.jpg', 'image/jpeg');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/file/upload?visibility=public', payload: body.payload, headers: { ...body.headers, ...admin.headers } });
    expect(res.statusCode).toBe(201);
    const url: string = res.json().url;
    expect(url).toMatch(new RegExp(`^${s3.url}/invest/public/images/[0-9a-f]{24}\\.jpg$`));
    expect((await s3.getObject(new URL(url).pathname.replace(/^\/invest\//, '')))?.type).toBe('image/jpeg');
  });

  // s3rver refuses an access key it does not know (it does not check a SigV4 signature's secret).
  test('an app signing with an access key the server does not know stores nothing and answers the generic 500', async () => {
    const misconfigured = await createTestContext('sqlite', { ...s3ServerEnv(s3), S3_ACCESS_KEY_ID: 'not-a-key' });
    // The SDK warns that a streamed (so not retried) upload failed: expected here.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const investor = await createTestUser(misconfigured.database.db);
      const body = fileBody(await pngImage());
      const res = await misconfigured.app.inject({ method: 'POST', url: '/api/file/upload', payload: body.payload, headers: { ...body.headers, ...investor.headers } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: expect.stringMatching(/^Something went wrong on our side\. Please try again later\. \(Reference: .+\)$/), code: 'INTERNAL_ERROR' });
      expect(JSON.stringify(res.json())).not.toMatch(/InvalidAccessKeyId|not-a-key/);
    } finally {
      warn.mockRestore();
      await misconfigured.close();
    }
  });
});
