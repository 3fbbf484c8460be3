// Issue 16's certificate, against the real built app and API: an investor with a holding downloads its
// certificate from the profile; the browser receives a one-page PDF named after its CER- reference that
// names the investment's INV- reference, and its verify address, opened signed out, confirms the holding.
// In English and Bengali, on desktop and phone.
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProjectDto } from '../../src/shared/api-types';
import { localized } from '../../src/shared/localized';
import type { InvestResponse } from '../../src/shared/money-types';
import { createDeposit, createInvestor, openWithToken } from './admin-helpers';
import { adminSessionToken } from './admin-two-factor';
import { expectNoAxeViolations, saveScreenshot, text, twoRuns } from './helpers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

for (const lng of ['en', 'bn'] as const) {
  test(`holding certificate (${lng}): the profile's button downloads a one-page PDF of the holding`, async ({ page, request, browser }, testInfo) => {
    twoRuns(lng, testInfo);
    test.setTimeout(120_000);
    const investor = await createInvestor(request, `certificate-${lng}-${testInfo.project.name}`);
    const { projects } = await json<{ projects: ProjectDto[] }>(await request.get('/api/project/list'), 'project list');
    const project = projects.find((p) => Math.min(...p.investmentOptions) <= 50_000 && (p.fundingTarget === null || p.fundingTarget - p.raisedAmount >= 50_000));
    expect(project, 'a project that takes ৳50,000').toBeTruthy();
    const depositId = await createDeposit(request, investor, 50_000);
    const adminToken = await adminSessionToken(request, testInfo);
    await json(await request.put(`/api/deposit/${depositId}`, { headers: bearer(adminToken), data: { status: 'approved' } }), 'approve');
    const amount = Math.min(...project!.investmentOptions);
    const { investment } = await json<InvestResponse>(
      await request.post('/api/investment', {
        headers: bearer(investor.token),
        data: { projectId: project!._id, amount, idempotencyKey: `certificate-${lng}-${testInfo.project.name}-${Date.now()}` },
      }),
      'invest',
    );

    await openWithToken(page, investor.token, `/profile?lng=${lng}`);
    const holdings = page.getByRole('region', { name: text(lng, 'profile.holdings.title') });
    const button = holdings.getByRole('button', { name: `${text(lng, 'profile.holdings.certificate.button')}: ${localized(project!.title, project!.titleBn, lng)}` });
    await expect(button).toBeVisible();
    await holdings.screenshot({ path: testInfo.outputPath(`certificate-card-${lng}-${testInfo.project.name}.png`) });
    await saveScreenshot(page, testInfo, `certificate-profile-${lng}`);
    await expectNoAxeViolations(page, testInfo, `certificate-profile-${lng}`);

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^certificate-CER-[0-9A-F]{8}\.pdf$/);
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/^Pages:\s+1$/m);
    // The investor signed up in Bengali (createInvestor), so the PDF is in Bengali whatever the screen's language.
    const pdf = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(pdf).toContain(investment.reference);
    expect(pdf).toContain(download.suggestedFilename().slice('certificate-'.length, -'.pdf'.length));
    expect(pdf).toContain('পাতা ১');
    await expect(button).toBeEnabled();

    // The address under the QR code, opened by someone signed out (a fresh browser context, no token).
    const number = download.suggestedFilename().slice('certificate-'.length, -'.pdf'.length);
    expect(pdf.replace(/\s+/g, ' ')).toContain(`/verify/${number}`);
    const visitor = await browser.newContext({ viewport: page.viewportSize(), isMobile: testInfo.project.use.isMobile, hasTouch: testInfo.project.use.hasTouch });
    const verifyPage = await visitor.newPage();
    await verifyPage.goto(new URL(`/verify/${number}?lng=${lng}`, page.url()).href);
    await expect(verifyPage.getByRole('heading', { level: 1, name: text(lng, 'verify.title') })).toBeVisible();
    const result = verifyPage.getByRole('region', { name: text(lng, 'verify.result.genuine') });
    await expect(result).toBeVisible();
    await expect(result).toContainText(number);
    await expect(result).toContainText(localized(project!.title, project!.titleBn, lng));
    await expect(result).toContainText(text(lng, 'verify.result.active'));
    // The holder's name ("certificate-en-phone 1718…") shows masked: two letters of each word.
    await expect(result).toContainText(`ce*** `);
    await expect(result).not.toContainText(`certificate-${lng}`);
    expect(await verifyPage.title()).toContain(number);
    await saveScreenshot(verifyPage, testInfo, `certificate-verify-${lng}`);
    await expectNoAxeViolations(verifyPage, testInfo, `certificate-verify-${lng}`);
    await visitor.close();
  });
}
