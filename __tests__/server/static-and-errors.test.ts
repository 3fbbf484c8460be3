import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestContext, type TestContext } from './helpers/test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const MAIN_JS = 'console.log(1);'.repeat(200);

describe('serving the SPA, static files and errors', () => {
  let ctx: TestContext;
  let clientDir: string;
  beforeAll(async () => {
    // A stand-in for webpack's output: the server only needs the files to exist.
    const probe = await createTestContext('sqlite');
    clientDir = path.join(probe.config.dataDir, '..', `client-${process.pid}-${Date.now()}`);
    await probe.close();
    fs.mkdirSync(path.join(clientDir, 'js'), { recursive: true });
    fs.mkdirSync(path.join(clientDir, 'locales', 'bn'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(clientDir, 'js', 'main.0123456789.js'), MAIN_JS);
    fs.writeFileSync(path.join(clientDir, 'locales', 'bn', 'translation.json'), '{"a":"আ"}');
    fs.writeFileSync(path.join(clientDir, 'js', 'main.0123456789.js.br'), zlib.brotliCompressSync(MAIN_JS));
    fs.writeFileSync(path.join(clientDir, 'js', 'main.0123456789.js.gz'), zlib.gzipSync(MAIN_JS));
    ctx = await createTestContext('sqlite', { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  test.each(['/', '/investment/all', '/investment/all/', '/js/', '/investments/details/abc', '/signup/verify/OTP', '/admin/project/create', '/no/such/page'])(
    'GET %s answers the SPA shell, never cached',
    async (url) => {
      for (const encoding of ['identity', 'br, gzip']) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        // The shell is compressed for browsers that take it (plugins/page-html.ts).
        const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString() : res.body;
        expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : 'br');
        expect(body).toBe(INDEX_HTML);
      }
    },
  );

  test('content-hashed assets are cached for a year; other static files revalidate', async () => {
    const js = await ctx.app.inject({ method: 'GET', url: '/js/main.0123456789.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const locale = await ctx.app.inject({ method: 'GET', url: '/locales/bn/translation.json' });
    expect(locale.statusCode).toBe(200);
    expect(locale.headers['cache-control']).toBe('no-cache');
    expect(locale.json()).toEqual({ a: 'আ' });
  });

  test("the build's precompressed copies are sent to clients that accept them, the plain file to others", async () => {
    const url = '/js/main.0123456789.js';
    const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(MAIN_JS);
    const gzip = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(MAIN_JS);
    const plain = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN_JS);
  });

  test('a missing file is a 404, not the SPA shell', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/js/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  test('an unknown API route is a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  test('GET /api/health answers ok', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  test('answers carry the security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('an unexpected failure is a 500 with a reference and no stack trace', async () => {
    const failing = await createTestContext('sqlite');
    await failing.database.db.destroy();
    const res = await failing.app.inject({ method: 'GET', url: '/api/project/list' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(body.message).toMatch(/^Something went wrong on our side\. Please try again later\. \(Reference: .+\)$/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack|driver/i);
    await failing.close();
  });
});
