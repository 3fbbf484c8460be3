// Sessions for the accessibility screens, made through the API rather than the sign-in form (the
// journeys test that form). The server allows 10 sign-ins per address in 15 minutes, and Playwright
// starts a new worker after every failed test, so the tokens are kept in a file per test server and
// reused while the server still accepts them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { createDeposit, createInvestor, type Investor } from '../admin-helpers';
import { adminSessionToken } from '../admin-two-factor';

interface Sessions {
  admin?: string;
  investor?: Investor;
}

function cacheFile(testInfo: TestInfo): string {
  const port = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').port;
  return path.join(os.tmpdir(), `halal-invest-e2e-a11y-sessions-${port}.json`);
}

function readCache(testInfo: TestInfo): Sessions {
  try {
    return JSON.parse(fs.readFileSync(cacheFile(testInfo), 'utf8')) as Sessions;
  } catch {
    return {};
  }
}

function writeCache(testInfo: TestInfo, sessions: Sessions): void {
  fs.writeFileSync(cacheFile(testInfo), JSON.stringify(sessions), { mode: 0o600 });
}

async function accepted(request: APIRequestContext, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  return (await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } })).ok();
}

/** A token of the administrator start-server creates, signed in with a computed authenticator code. */
export async function adminToken(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const cache = readCache(testInfo);
  if (await accepted(request, cache.admin)) return cache.admin!;
  const token = await adminSessionToken(request, testInfo);
  writeCache(testInfo, { ...readCache(testInfo), admin: token });
  return token;
}

/**
 * A verified investor with one deposit of each status (approved, rejected with a reason, pending), so
 * the profile and the admin deposits tab show every status chip and the review dialog has work.
 */
export async function investorWithDeposits(request: APIRequestContext, testInfo: TestInfo): Promise<Investor> {
  const cache = readCache(testInfo);
  if (cache.investor && (await accepted(request, cache.investor.token))) return cache.investor;
  const admin = await adminToken(request, testInfo);
  const investor = await createInvestor(request, 'a11y');
  const review = async (id: string, data: object) => {
    const response = await request.put(`/api/deposit/${id}`, { headers: { Authorization: `Bearer ${admin}` }, data });
    expect(response.ok(), `review ${id}: ${response.status()} ${await response.text()}`).toBe(true);
  };
  await review(await createDeposit(request, investor, 1200), { status: 'approved' });
  await review(await createDeposit(request, investor, 800), { status: 'rejected', adminRemarks: 'The transfer reference cannot be read.' });
  await createDeposit(request, investor, 3000);
  writeCache(testInfo, { ...readCache(testInfo), investor });
  return investor;
}
