import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { databaseKinds, createTestContext, notePostgresSkip, type TestContext } from './helpers/test-app';
import { insertTestProject } from './helpers/factories';

const CHUNKS = { projects: ['/js/page-projects.aa.js'], 'project-details': ['/js/page-project-details.cc.js'] };
const INDEX_HTML = `<!doctype html><html><head><title>Halal Invest</title><script defer src=/js/main.js></script><script type=application/json id=page-chunks>${JSON.stringify(CHUNKS)}</script></head><body><div id=root></div></body></html>`;

const imageHint = (html: string) => /<link rel="preload" as="image" [^>]*>/.exec(html)?.[0];

describe.each(databaseKinds)('pages served with their head hints (%s)', (kind) => {
  let ctx: TestContext;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
    ctx = await createTestContext(kind, { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    return res;
  };

  test('with no project, the list is hinted its code, data and strings but no image', async () => {
    const html = (await page('/investment/all')).body;
    expect(imageHint(html)).toBeUndefined();
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/project/list" crossorigin="anonymous">');
    expect(html).toContain('<link rel="preload" as="script" href="/js/page-projects.aa.js"><script defer src=/js/main.js>');
  });

  test("the list preloads its newest project's card image, as the card's srcset would pick it", async () => {
    await insertTestProject(ctx.database.db, { default_image: '/uploads/older.jpg', created_at: '2026-01-01T00:00:00.000Z' });
    await insertTestProject(ctx.database.db, { default_image: '/uploads/newest.jpg', created_at: '2026-03-01T00:00:00.000Z' });
    await insertTestProject(ctx.database.db, { default_image: '/uploads/archived.jpg', created_at: '2026-04-01T00:00:00.000Z', archived_at: '2026-04-02T00:00:00.000Z' });
    const hint = imageHint((await page('/investment/all?lng=bn')).body);
    expect(hint).toContain('imagesrcset="/images/240/newest.jpg 240w, /images/480/newest.jpg 480w, /images/800/newest.jpg 800w, /images/1600/newest.jpg 1600w"');
    expect(hint).toContain('fetchpriority="high"');
  });

  test("a project's page preloads its first picture; an unknown or malformed id gets the page without one", async () => {
    const project = await insertTestProject(ctx.database.db, {
      default_image: '/uploads/card.jpg',
      gallery_images: JSON.stringify(['/uploads/first.jpg', '/uploads/second.jpg']),
      created_at: '2025-01-01T00:00:00.000Z',
    });
    const html = (await page(`/investments/details/${project.id}`)).body;
    expect(imageHint(html)).toContain('/images/800/first.jpg 800w');
    expect(html).toContain(`href="/api/project/${project.id}"`);
    for (const id of ['0123456789abcdef01234567', 'not-an-id', "x'%20or%201=1"]) {
      const other = (await page(`/investments/details/${id}`)).body;
      expect(imageHint(other)).toBeUndefined();
      expect(other).toContain('<div id=root></div>');
    }
  });

  test('the page is compressed for browsers that accept it, and says it varies', async () => {
    const plain = (await page('/signin')).body;
    const br = await page('/signin', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await page('/signin', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });
});

notePostgresSkip();
