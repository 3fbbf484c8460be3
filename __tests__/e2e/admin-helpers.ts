import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { ProjectDto } from '../../src/shared/api-types';
import sharp from 'sharp';
import { codeFrom, waitForMail } from './helpers';

/** A file for `setInputFiles` or a multipart upload. */
export interface PngFile {
  name: string;
  mimeType: 'image/png';
  buffer: Buffer;
}

/** A small, real PNG: the server decodes and re-encodes every upload, so a fake header would be refused. */
export async function pngFile(name: string, background: string): Promise<PngFile> {
  const buffer = await sharp({ create: { width: 160, height: 90, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Asserts a 2xx answer, showing the server's message otherwise, and returns its JSON. */
async function okJson<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface Investor {
  email: string;
  fullname: string;
  password: string;
  token: string;
}

let addresses = 0;

/**
 * A client address of its own for each investor the tests make, as real investors have: from one
 * address the server allows 30 sign-ups and 50 sign-ins in 15 minutes, and the whole suite makes more
 * within that time on a quiet machine. The e2e server trusts one proxy hop (TRUST_PROXY=1 in
 * playwright.config.ts), so it takes the address from X-Forwarded-For; the browser's own requests,
 * which send none, still come from 127.0.0.1.
 */
function ownAddress(): Record<string, string> {
  addresses += 1;
  return { 'x-forwarded-for': `10.${process.pid % 250}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}` };
}

/**
 * A verified, signed-in investor made through the same calls the sign-up wizard makes: sign-up,
 * the 6-digit code from the test mailbox, verify-otp, then login. `language` is the one the wizard
 * sends (the page's language); the server mails the investor in it.
 */
export async function createInvestor(
  request: APIRequestContext,
  label: string,
  { signIn = true, language = 'bn' }: { signIn?: boolean; language?: 'en' | 'bn' } = {},
): Promise<Investor> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const investor = { email: `${label}-${stamp}@e2e.test`, fullname: `${label} ${stamp}`, password: 'e2e-Investor-pass-1' };
  const headers = ownAddress();
  await okJson(
    await request.post('/api/auth/signup', {
      headers,
      data: { customId: `iv${stamp.slice(-5)}`, fullname: investor.fullname, email: investor.email, password: investor.password, language },
    }),
    'sign-up',
  );
  const otp = codeFrom(await waitForMail(investor.email));
  await okJson(await request.post('/api/auth/verify-otp', { headers, data: { email: investor.email, otp, phone: null } }), 'verify-otp');
  if (!signIn) return { ...investor, token: '' };
  const { token } = await okJson<{ token: string }>(await request.post('/api/auth/login', { headers, data: { email: investor.email, password: investor.password } }), 'login');
  return { ...investor, token };
}

/** What the deposit screen does: upload the transfer screenshot privately, then submit the deposit with its URL. */
export async function createDeposit(request: APIRequestContext, investor: Investor, amount: number): Promise<string> {
  const screenshot = await pngFile(`transfer-${amount}.png`, '#1565c0');
  const { url } = await okJson<{ url: string }>(
    await request.post('/api/file/upload?visibility=private', { headers: bearer(investor.token), multipart: { file: screenshot } }),
    'screenshot upload',
  );
  const { deposit } = await okJson<{ deposit: { _id: string; status: string } }>(
    await request.post('/api/deposit', {
      headers: { ...bearer(investor.token), 'Idempotency-Key': `e2e-${amount}-${Date.now()}` },
      data: { amount, url },
    }),
    'deposit',
  );
  expect(deposit.status).toBe('pending');
  return deposit._id;
}

/** The investor's money as the server answers it: the wallet (available balance) and capital in holdings (MONEY.md). */
export async function moneyOf(request: APIRequestContext, token: string): Promise<{ available: number; invested: number }> {
  const { user } = await okJson<{ user: { availableBalance: number; totalInvestment: number } }>(await request.get('/api/auth/user', { headers: bearer(token) }), 'me');
  return { available: user.availableBalance, invested: user.totalInvestment };
}

const SIGN_IN = {
  en: { form: 'Sign in form', email: 'Email', password: 'Password', submit: 'Sign in' },
  bn: { form: 'সাইন ইন ফর্ম', email: 'ইমেইল', password: 'পাসওয়ার্ড', submit: 'সাইন ইন' },
} as const;

/** Fills and sends the /signin form the way a person does; the page must already show it. */
export async function signInThroughForm(page: Page, lng: 'en' | 'bn', email: string, password: string): Promise<void> {
  const text = SIGN_IN[lng];
  await expect(page).toHaveURL(/\/signin/);
  const form = page.getByRole('form', { name: text.form });
  // Exact: past the sign-in limit the form also has an 'Email code' field.
  await form.getByRole('textbox', { name: text.email, exact: true }).fill(email);
  await form.getByLabel(text.password).fill(password);
  await form.getByRole('button', { name: text.submit, exact: true }).click();
}

/**
 * Opens `url` signed in with a session `token`, put where the app keeps it, as the browser of someone
 * who signed in earlier has it. Storage belongs to the app's origin, so a fresh page opens a small
 * file of it first.
 */
export async function openWithToken(page: Page, token: string, url: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(url);
}

/** The session token the app stored after signing in (used for API clean-up only). */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'a session token in localStorage').toBeTruthy();
  return token!;
}

/** Chooses a dashboard tab in the sidebar; on a phone the sidebar is a drawer behind the menu button. */
export async function openAdminTab(page: Page, testInfo: TestInfo, names: { menu: string; tab: string }): Promise<void> {
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: names.menu }).click();
  }
  await page.getByRole('tab', { name: names.tab, exact: true }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: names.tab, exact: true })).toBeVisible();
  // The drawer closes itself on a choice, so nothing covers the tab's content afterwards.
  await expect(page.getByRole('tab', { name: names.tab, exact: true })).toBeVisible({ visible: testInfo.project.name !== 'phone' });
}

/**
 * A project a test makes for itself through POST /api/project, so the seeded list other specs use is
 * left as it was: it takes investments (a funding target) unless `overrides` say otherwise.
 */
export async function createTestProject(request: APIRequestContext, token: string, title: string, overrides: Record<string, unknown> = {}): Promise<ProjectDto> {
  const { project } = await okJson<{ project: ProjectDto }>(
    await request.post('/api/project', {
      headers: bearer(token),
      data: {
        title,
        price: '1000',
        description: 'A project a browser journey made for itself: invested in, completed by it and then removed again, so other journeys never see it.',
        targetAchieved: 0,
        location: 'Savar, Dhaka',
        profitRatio: 12,
        roi: 12,
        raisedAmount: 0,
        fundingTarget: 1_000_000,
        investmentOptions: [1000],
        defaultImage: 'https://cdn.example.com/farm.jpg',
        galleryImages: ['https://cdn.example.com/farm.jpg'],
        ...overrides,
      },
    }),
    `create project ${title}`,
  );
  return project;
}

/**
 * Removes (archives) a project the test created, so other specs see the seeded list unchanged. A
 * project that still holds money is completed first, as an admin must (409 PROJECT_HAS_CAPITAL).
 */
export async function archiveProject(request: APIRequestContext, token: string, id: string): Promise<void> {
  let response = await request.delete(`/api/project/${id}`, { headers: bearer(token) });
  if (response.status() === 409 && ((await response.json()) as { code?: string }).code === 'PROJECT_HAS_CAPITAL') {
    await okJson(await request.post(`/api/project/${id}/complete`, { headers: bearer(token), data: {} }), `complete ${id}`);
    response = await request.delete(`/api/project/${id}`, { headers: bearer(token) });
  }
  expect([200, 404], `archive ${id}: ${response.status()}`).toContain(response.status());
}

type ListedProject = { _id: string; title: string; raisedAmount: number; defaultImage: string };

export async function projectByTitle(request: APIRequestContext, title: string): Promise<ListedProject | undefined> {
  const { projects } = await okJson<{ projects: ListedProject[] }>(await request.get('/api/project/list'), 'project list');
  return projects.find((project) => project.title === title);
}
