import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { redactUrl } from '../../src/server/log-redaction';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('redactUrl', () => {
  test.each([
    ['/resetpassword?email=a%40b.com&token=abc_DEF-123', '/resetpassword?email=a%40b.com&token=[redacted]'],
    ['/api/x?otp=123456&code=654321&password=hunter22', '/api/x?otp=[redacted]&code=[redacted]&password=[redacted]'],
    ['/r?Token=abc&%74oken=def', '/r?Token=[redacted]&%74oken=[redacted]'],
    ['/api/file/private/a/b.png?expires=1&signature=sig', '/api/file/private/a/b.png?expires=1&signature=[redacted]'],
    ['/api/project/list', '/api/project/list'],
    ['/x?token', '/x?token'],
    ['/x?%E0%A4=1&token=t', '/x?%E0%A4=1&token=[redacted]'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

/** Issue 14: the mailed reset link was logged in full whenever it was opened. */
describe('request logs', () => {
  let ctx: TestContext;
  let clientDir: string;
  const lines: string[] = [];
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>spa</title>');
    ctx = await createTestContext('sqlite', { LOG_LEVEL: 'info', CLIENT_DIR: clientDir });
    const stream = (ctx.app.log as unknown as Record<symbol, { write: (chunk: string) => boolean }>)[pino.symbols.streamSym];
    if (!stream) throw new Error('no log stream');
    stream.write = (chunk: string) => lines.push(chunk) > 0;
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  test.each([
    ['the SPA page the reset mail links to', '/resetpassword?email=a%40example.com&token=SECRET-reset-token-1', 200],
    ['an API route', '/api/project/list?token=SECRET-api-token-2&otp=SECRET-otp-3', 200],
    ['an unknown API path', '/api/nothing?code=SECRET-code-4&password=SECRET-password-5', 404],
    ['a signed private file link', '/api/file/private/0123456789abcdef01234567/0123456789abcdef01234567.png?expires=1&signature=SECRET-signature-6', 403],
  ])('%s is logged with its secret query values redacted', async (_label, url, status) => {
    lines.length = 0;
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    const log = lines.join('');
    expect(log).toContain('"url":"');
    expect(log).toContain('=[redacted]');
    expect(log).not.toContain('SECRET');
  });
});
