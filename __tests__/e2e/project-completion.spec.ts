// Issue 16: the admin completes a project from the projects tab; the investor's capital is back in
// their wallet, the project page says "Completed" with no Invest button, the investment stays on the
// investor's profile under Completed with its certificate, and the books stay green.
// The project is the test's own, so the seeded list other specs use is left as it was.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatBdt } from '../../src/shared/format';
import type { ProjectDto } from '../../src/shared/api-types';
import type { LedgerCheckResponse } from '../../src/shared/money-types';
import { archiveProject, createDeposit, createInvestor, moneyOf, openWithToken } from './admin-helpers';
import { adminSessionToken } from './admin-two-factor';
import { saveScreenshot, text, twoRuns } from './helpers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

for (const lng of ['en', 'bn'] as const) {
  test(`project completion (${lng}): the admin completes a project, the investor's capital comes back`, async ({ page, request }, testInfo) => {
    twoRuns(lng, testInfo);
    test.setTimeout(90_000);
    const adminToken = await adminSessionToken(request, testInfo);
    const title = `Completion farm ${lng} ${testInfo.project.name} ${Date.now()}`;
    const { project } = await ok<{ project: ProjectDto }>(
      await request.post('/api/project', {
        headers: bearer(adminToken),
        data: {
          title,
          price: '1000',
          description: 'A project made by the completion journey, completed by it and then removed again. '.repeat(2),
          targetAchieved: 0,
          location: 'Savar, Dhaka',
          profitRatio: 10,
          roi: 10,
          raisedAmount: 0,
          // It takes investments, so it has a funding target (a project without one is a showcase).
          fundingTarget: 1_000_000,
          investmentOptions: [1000],
          defaultImage: 'https://cdn.example.com/farm.jpg',
          galleryImages: ['https://cdn.example.com/farm.jpg'],
        },
      }),
      'create project',
    );
    try {
      const investor = await createInvestor(request, `complete-${lng}-${testInfo.project.name}`);
      const depositId = await createDeposit(request, investor, 5000);
      await ok(await request.put(`/api/deposit/${depositId}`, { headers: bearer(adminToken), data: { status: 'approved' } }), 'approve');
      await ok(
        await request.post('/api/investment', { headers: bearer(investor.token), data: { projectId: project._id, amount: 3000, idempotencyKey: `e2e-complete-${Date.now()}` } }),
        'invest',
      );
      expect(await moneyOf(request, investor.token)).toEqual({ available: 2000, invested: 3000 });

      await page.goto(`/?lng=${lng}`);
      await page.evaluate((token) => localStorage.setItem('token', token), adminToken);
      await page.goto(`/admin/dashboard?tab=projects&lng=${lng}`);
      await page.getByRole('button', { name: text(lng, 'admin.projects.completeLabel', { title }) }).click();
      const dialog = page.getByRole('dialog', { name: text(lng, 'admin.projects.completeTitle', { title }) });
      await expect(dialog).toContainText(text(lng, 'admin.projects.completeText'));
      await saveScreenshot(page, testInfo, `complete-dialog-${lng}`);
      await dialog.getByRole('button', { name: text(lng, 'admin.projects.confirmComplete') }).click();
      await expect(page.getByText(text(lng, 'admin.projects.completedToast', { title, amount: formatBdt(3000, lng) }))).toBeVisible();

      expect(await moneyOf(request, investor.token)).toEqual({ available: 5000, invested: 0 });
      const check = await ok<LedgerCheckResponse>(await request.get('/api/ledger/check', { headers: bearer(adminToken) }), 'ledger check');
      expect(check.mismatches).toEqual([]);

      await page.goto(`/investments/details/${project._id}?lng=${lng}`);
      await expect(page.getByText(text(lng, 'details.completedNote'))).toBeVisible();
      await expect(page.getByText(text(lng, 'projects.completed'), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: text(lng, 'details.invest') })).toHaveCount(0);
      await saveScreenshot(page, testInfo, `completed-project-${lng}`);

      // The finished investment stays: under Completed, with what came back and its certificate.
      await openWithToken(page, investor.token, `/profile?lng=${lng}`);
      const completed = page.getByRole('region', { name: text(lng, 'profile.holdings.completed'), exact: true });
      await expect(completed.getByRole('link', { name: title })).toBeVisible();
      await expect(completed).toContainText(formatBdt(3000, lng));
      await expect(completed.getByRole('button', { name: `${text(lng, 'profile.holdings.certificate.button')}: ${title}` })).toBeVisible();
      await expect(page.getByRole('region', { name: text(lng, 'profile.holdings.title') })).toContainText(text(lng, 'profile.holdings.noActive'));
      await completed.screenshot({ path: testInfo.outputPath(`completed-holding-${lng}-${testInfo.project.name}.png`) });
    } finally {
      await archiveProject(request, adminToken, project._id);
    }
  });
}
