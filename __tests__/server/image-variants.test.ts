import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('GET /images/{width}/{key}: smaller WebP copies of public uploads', () => {
  let ctx: TestContext;
  let uploads: string;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    uploads = path.join(ctx.config.dataDir, 'uploads');
    fs.mkdirSync(path.join(uploads, 'demo'), { recursive: true });
    const photo = sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3f7fc8' } });
    await photo
      .clone()
      .jpeg()
      .toFile(path.join(uploads, 'demo', 'wide.jpg'));
    await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ffffff' } })
      .png()
      .toFile(path.join(uploads, 'demo', 'small.png'));
    fs.mkdirSync(path.join(ctx.config.dataDir, 'private'), { recursive: true });
    await photo
      .clone()
      .jpeg()
      .toFile(path.join(ctx.config.dataDir, 'private', 'secret.jpg'));
  });
  afterAll(() => ctx.close());

  test('an upload at an offered width, as WebP, cached for a year; the second answer is the kept copy', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.app.inject({ method: 'GET', url: '/images/480/demo/wide.jpg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
    }
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'image-variants', '480', 'demo', 'wide.jpg.webp'))).toBe(true);
  });

  test('never larger than the upload', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/images/800/demo/small.png' });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300 });
  });

  test('asked for at once, one copy is made and every request gets it', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => ctx.app.inject({ method: 'GET', url: '/images/240/demo/wide.jpg' })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.rawPayload.length)).size).toBe(1);
  });

  test.each([
    ['a width not offered', '/images/500/demo/wide.jpg'],
    ['no such upload', '/images/480/demo/missing.jpg'],
    ['not an image key', '/images/480/demo/notes.txt'],
    ['a way out of the uploads', '/images/480/../private/secret.jpg'],
    ['an encoded way out', '/images/480/demo/%2e%2e/%2e%2e/private/secret.jpg'],
    ['an upper-case key', '/images/480/demo/WIDE.JPG'],
  ])('%s is a 404', async (_name, url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
  });
});
