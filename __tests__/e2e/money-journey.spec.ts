// Issue 15's journey, against the real built app and API: an investor's ৳1,00,000 deposit is approved,
// they invest ৳50,000 in a project from its page (signing in on the way), and then see the holding,
// ৳50,000 available and ৳50,000 Total Investment; the project's raised amount grew by ৳50,000 and the
// admin's books-balance line is green. In English and Bengali, on desktop and phone.
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProjectDto, UserDto } from '../../src/shared/api-types';
import { localized } from '../../src/shared/localized';
import { formatBdt, formatNumber } from '../../src/shared/format';
import type { HoldingsResponse, LedgerCheckResponse } from '../../src/shared/money-types';
import { createDeposit, createInvestor, openWithToken, signInThroughForm, storedToken } from './admin-helpers';
import { adminSessionToken } from './admin-two-factor';
import { expectNoAxeViolations, saveScreenshot, text, twoRuns } from './helpers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A project that takes ৳50,000 now: no target or room under it, and a smallest option at most that. */
async function openProject(request: APIRequestContext): Promise<ProjectDto> {
  const { projects } = await json<{ projects: ProjectDto[] }>(await request.get('/api/project/list'), 'project list');
  const project = projects.find((p) => Math.min(...p.investmentOptions) <= 50_000 && (p.fundingTarget === null || p.fundingTarget - p.raisedAmount >= 50_000));
  expect(project, 'a project that takes ৳50,000').toBeTruthy();
  return project!;
}

for (const lng of ['en', 'bn'] as const) {
  test(`money journey (${lng}): deposit approved, invest from the project page, holding, figures and balanced books`, async ({ page, request }, testInfo) => {
    // Sign-up by mail code, an upload, a review, two sign-ins and the invest dialog.
    twoRuns(lng, testInfo);
    test.setTimeout(120_000);
    const signedUp = await createInvestor(request, `money-${lng}-${testInfo.project.name}`, { signIn: false });
    const project = await openProject(request);

    // Signed out, Invest goes to sign-in, which comes back to the project page with the dialog open
    // (the wallet is still empty, so it offers a deposit).
    await page.goto(`/investments/details/${project._id}?lng=${lng}`);
    await page.getByRole('button', { name: text(lng, 'details.invest') }).click();
    await signInThroughForm(page, lng, signedUp.email, signedUp.password);
    await expect(page).toHaveURL(new RegExp(`/investments/details/${project._id}(\\?[^#]*)?$`));
    await expect(page.getByRole('dialog')).toBeVisible();

    // The ৳1,00,000 deposit (the deposit screen's calls, with the session the form opened) is approved.
    const investor = { ...signedUp, token: await storedToken(page) };
    const depositId = await createDeposit(request, investor, 100_000);
    const adminToken = await adminSessionToken(request, testInfo);
    await json(await request.put(`/api/deposit/${depositId}`, { headers: bearer(adminToken), data: { status: 'approved' } }), 'approve');
    await page.reload();

    await page.getByRole('button', { name: text(lng, 'details.invest') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(text(lng, 'invest.amount.balance', { balance: formatBdt(100_000, lng) }))).toBeVisible();
    // Typed as a person of that language would: Bengali digits with lakh commas in Bengali.
    await dialog.getByRole('textbox', { name: new RegExp(`^${text(lng, 'invest.amount.label').replace(/[()]/g, '\\$&')}`) }).fill(lng === 'bn' ? '৫০,০০০' : '50000');
    await dialog.getByRole('button', { name: text(lng, 'invest.amount.review') }).click();
    await expect(dialog.getByRole('heading', { name: text(lng, 'invest.review.heading') })).toBeVisible();
    await expect(dialog.getByText(formatBdt(50_000, lng)).first()).toBeVisible();
    await saveScreenshot(page, testInfo, `invest-review-${lng}`);
    await expectNoAxeViolations(page, testInfo, `invest-review-${lng}`);
    // The risk tick is required before anything is sent.
    await dialog.getByRole('button', { name: text(lng, 'invest.review.confirm') }).click();
    await expect(dialog.getByText(text(lng, 'invest.errors.riskRequired'))).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: text(lng, 'invest.review.confirm') }).click();
    await expect(dialog.getByText(text(lng, 'invest.receipt.title'))).toBeVisible();
    await expect(dialog.getByText(/^INV-[A-Z0-9]{8}$/)).toBeVisible();
    await saveScreenshot(page, testInfo, `invest-receipt-${lng}`);

    // The profile: ৳50,000 available, Total Investment ৳50,000, and the holding linking to its project.
    await dialog.getByRole('link', { name: text(lng, 'invest.receipt.profile') }).click();
    await expect(page).toHaveURL(/\/profile/);
    const portfolio = page.getByRole('region', { name: text(lng, 'portfolio.title') });
    const figure = (key: string) => portfolio.locator('dt', { hasText: text(lng, key) }).locator('xpath=following-sibling::dd[1]');
    await expect(figure('portfolio.cash')).toHaveText(formatBdt(50_000, lng));
    await expect(figure('portfolio.invested')).toHaveText(formatBdt(50_000, lng));
    const holdings = page.getByRole('region', { name: text(lng, 'profile.holdings.title') });
    await expect(holdings.getByRole('link', { name: localized(project.title, project.titleBn, lng) })).toBeVisible();
    await saveScreenshot(page, testInfo, `investor-holdings-${lng}`);

    // The same figures from the server, and the project's raised amount grew by the amount.
    const { user } = await json<{ user: UserDto }>(await request.get('/api/auth/user', { headers: bearer(investor.token) }), 'me');
    expect({ available: user.availableBalance, invested: user.totalInvestment }).toEqual({ available: 50_000, invested: 50_000 });
    const { holdings: held } = await json<HoldingsResponse>(await request.get('/api/investment/holdings', { headers: bearer(investor.token) }), 'holdings');
    expect(held.map((h) => [h.projectId, h.principal])).toEqual([[project._id, 50_000]]);
    const { project: after } = await json<{ project: ProjectDto }>(await request.get(`/api/project/${project._id}`), 'project');
    expect(after.raisedAmount - project.raisedAmount).toBe(50_000);

    // The admin's books-balance line is green, and the check itself says ok.
    const check = await json<LedgerCheckResponse>(await request.get('/api/ledger/check', { headers: bearer(adminToken) }), 'ledger check');
    expect(check.mismatches).toEqual([]);
    expect(check.ok).toBe(true);
    await openWithToken(page, adminToken, `/admin?lng=${lng}`);
    const books = page.getByRole('status').filter({ hasText: text(lng, 'admin.ledger.ok', { accounts: '.*', transfers: '.*' }).split('.*')[0]! });
    await expect(books).toBeVisible();
    await expect(books).toContainText(formatNumber(check.accounts, lng));
    await saveScreenshot(page, testInfo, `admin-books-balance-${lng}`);
  });
}
