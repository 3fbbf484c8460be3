// The e2e administrator's authenticator. The server accepts each 30-second step's code once, and the
// specs sign the admin in many times, so the secret and the last step used are kept in a file per
// test server (Playwright starts a new worker after a failed test); a code is never reused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { openWithToken, signInThroughForm } from './admin-helpers';
import { codeFrom, mailsTo } from './helpers';
import { codeForStep, STEP_MS, stepAt } from './totp';

interface AdminAuthenticator {
  secret: string;
  lastStep: number;
  /** A session that passed two-factor; a new server (fresh data) no longer accepts it, which says to enrol again. */
  token: string;
}

function stateFile(testInfo: TestInfo): string {
  const port = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').port;
  return path.join(os.tmpdir(), `halal-invest-e2e-admin-totp-${port}.json`);
}

function readState(testInfo: TestInfo): AdminAuthenticator | null {
  try {
    return JSON.parse(fs.readFileSync(stateFile(testInfo), 'utf8')) as AdminAuthenticator;
  } catch {
    return null;
  }
}

const writeState = (testInfo: TestInfo, state: AdminAuthenticator) => fs.writeFileSync(stateFile(testInfo), JSON.stringify(state), { mode: 0o600 });

/** A code of a step after the last one used: the current step, or the next one (the server accepts ±1), waiting when both are spent. */
async function freshCode(testInfo: TestInfo): Promise<string> {
  const state = readState(testInfo)!;
  let step = Math.max(stepAt(Date.now()), state.lastStep + 1);
  if (step > stepAt(Date.now()) + 1) {
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 200));
    step = Math.max(stepAt(Date.now()), state.lastStep + 1);
  }
  writeState(testInfo, { ...state, lastStep: step });
  return codeForStep(state.secret, step);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function adminSessionAccepted(request: APIRequestContext, token: string): Promise<boolean> {
  // An admin route: it answers only a session that passed two-factor.
  return (await request.get('/api/auth/users?limit=1', { headers: bearer(token) })).ok();
}

/**
 * Makes sure the e2e admin has two-factor on and returns its secret. The first time on a new server
 * it is enrolled through the API, the calls the set-up screen makes: sign in, set-up, enable with a
 * computed code (that session then counts as verified and is kept). Sign-ins are few: the server asks
 * for a mailed code after 10 in 15 minutes.
 */
export async function adminAuthenticator(request: APIRequestContext, testInfo: TestInfo): Promise<{ secret: string }> {
  const saved = readState(testInfo);
  if (saved && (await adminSessionAccepted(request, saved.token))) return saved;

  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok(), `admin sign-in: ${login.status()} ${await login.text()}`).toBe(true);
  const answer = (await login.json()) as { token?: string; twoFactorRequired?: boolean; challenge?: string };
  if (answer.twoFactorRequired) {
    // Enrolled earlier in this server's life; only the kept session expired.
    expect(saved, 'the admin has two-factor on, but no secret was kept').toBeTruthy();
    const verify = await request.post('/api/auth/2fa/verify', { data: { challenge: answer.challenge, code: await freshCode(testInfo) } });
    expect(verify.ok(), `2fa verify: ${verify.status()} ${await verify.text()}`).toBe(true);
    writeState(testInfo, { ...readState(testInfo)!, token: ((await verify.json()) as { token: string }).token });
    return readState(testInfo)!;
  }
  const token = answer.token!;
  // Setting up and turning on two-factor both need the current password.
  const setup = await request.post('/api/auth/2fa/setup', { headers: bearer(token), data: { password: E2E_ADMIN.password } });
  expect(setup.ok(), `2fa set-up: ${setup.status()}`).toBe(true);
  const { secret } = (await setup.json()) as { secret: string };
  writeState(testInfo, { secret, lastStep: -1, token });
  const enable = await request.post('/api/auth/2fa/enable', { headers: bearer(token), data: { password: E2E_ADMIN.password, code: await freshCode(testInfo) } });
  expect(enable.ok(), `2fa enable: ${enable.status()} ${await enable.text()}`).toBe(true);
  return readState(testInfo)!;
}

/** A session token of the e2e admin that passed two-factor (for API calls of the specs). */
export async function adminSessionToken(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  await adminAuthenticator(request, testInfo);
  return readState(testInfo)!.token;
}

const CODE_STEP = {
  en: { form: 'Authenticator code form', field: 'Authenticator code', submit: 'Verify and sign in' },
  bn: { form: 'অথেন্টিকেটর কোডের ফর্ম', field: 'অথেন্টিকেটর কোড', submit: 'যাচাই করে সাইন ইন করুন' },
} as const;

/** The sign-in form's second step: types the admin's authenticator code, computed in the test. */
export async function enterAdminAuthenticatorCode(page: Page, testInfo: TestInfo, lng: 'en' | 'bn'): Promise<void> {
  const text = CODE_STEP[lng];
  const form = page.getByRole('form', { name: text.form });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: text.field }).fill(await freshCode(testInfo));
  await form.getByRole('button', { name: text.submit }).click();
}

const EMAIL_CODE_STEP = {
  en: { field: 'Email code', subject: 'Your Halal Invest sign-in code' },
  bn: { field: 'ইমেইলের কোড', subject: 'আপনার হালাল ইনভেস্ট সাইন ইন কোড' },
} as const;

const signInCodeMails = async () => (await mailsTo(E2E_ADMIN.email)).filter((mail) => Object.values(EMAIL_CODE_STEP).some((step) => step.subject === mail.subject));

/** When this worker last read a sign-in code (the server mails the next one a minute after it); 0 when it never did. */
let lastCodeSeenAt = 0;

/** Waits up to `timeout` ms for a sign-in code mail after the first `seen`; null when none came. */
async function newSignInCode(seen: number, timeout: number): Promise<string | null> {
  for (const end = Date.now() + timeout; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const mails = await signInCodeMails();
    if (mails.length > seen) return codeFrom(mails[mails.length - 1]!);
  }
  return null;
}

/**
 * The server counts every sign-in of an account and, past 10 in 15 minutes, asks for a code it mails
 * (SECURITY.md 2). The specs sign the admin in more often than that, so the admin does what a person
 * would: reads the mail and types the code with the password. The server mails at most one code a
 * minute; when the last one was already used, the admin waits for the next and tries again.
 */
async function passMailedSignInCode(page: Page, testInfo: TestInfo, lng: 'en' | 'bn', seen: number): Promise<void> {
  const codeField = page.getByRole('textbox', { name: EMAIL_CODE_STEP[lng].field });
  await expect(codeField.or(page.getByRole('form', { name: CODE_STEP[lng].form }))).toBeVisible();
  if (!(await codeField.isVisible())) return;
  // A code read less than a minute ago means the server mailed none this time: no use waiting for it.
  let code = Date.now() - lastCodeSeenAt > 61_000 ? await newSignInCode(seen, 10_000) : null;
  if (code === null) {
    testInfo.setTimeout(testInfo.timeout + 90_000);
    await page.waitForTimeout(lastCodeSeenAt ? Math.max(0, lastCodeSeenAt + 61_000 - Date.now()) : 61_000);
    // A fresh form: a sign-in without a code is what makes the server mail a new one.
    seen = (await signInCodeMails()).length;
    await page.reload();
    await signInThroughForm(page, lng, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(codeField).toBeVisible();
    code = await newSignInCode(seen, 10_000);
  }
  expect(code, 'a mailed sign-in code').not.toBeNull();
  lastCodeSeenAt = Date.now();
  await codeField.fill(code!);
  await signInThroughForm(page, lng, E2E_ADMIN.email, E2E_ADMIN.password);
}

/** The admin signs in through the /signin form: password (and the mailed code when asked), then the authenticator code. */
export async function signInAdminThroughForm(page: Page, testInfo: TestInfo, lng: 'en' | 'bn', request: APIRequestContext): Promise<void> {
  await adminAuthenticator(request, testInfo);
  const seen = (await signInCodeMails()).length;
  await signInThroughForm(page, lng, E2E_ADMIN.email, E2E_ADMIN.password);
  await passMailedSignInCode(page, testInfo, lng, seen);
  await enterAdminAuthenticatorCode(page, testInfo, lng);
}

/**
 * Opens `url` as an admin who signed in earlier: the kept session that passed two-factor is put where
 * the app keeps it. For specs about what comes after the sign-in; signing in through the form counts
 * toward the account's sign-in limit, which the specs that test the form already come close to.
 */
export async function openAsSignedInAdmin(page: Page, testInfo: TestInfo, request: APIRequestContext, url: string): Promise<void> {
  await openWithToken(page, await adminSessionToken(request, testInfo), url);
}
