// The controls around the ledger as an admin meets them: a project in which an investor holds capital
// shows its terms locked and refuses to be deleted until it is completed, and a new payment account
// shows above every admin screen. English on a phone, Bengali on a desktop.
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProjectDto } from '../../src/shared/api-types';
import { formatNumber } from '../../src/shared/format';
import { archiveProject, createDeposit, createInvestor, openWithToken } from './admin-helpers';
import { adminSessionToken } from './admin-two-factor';
import { expectNoAxeViolations, saveScreenshot, text, type Lng } from './helpers';
import { labelled } from './withdrawal-helpers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const RUNS: Array<[Lng, 'phone' | 'desktop']> = [
  ['en', 'phone'],
  ['bn', 'desktop'],
];

for (const [lng, viewport] of RUNS) {
  test(`money controls (${lng}): locked terms, no delete while capital is held, payment account changes shown`, async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== viewport, `${lng} runs on the ${viewport}`);
    test.setTimeout(120_000);
    const adminToken = await adminSessionToken(request, testInfo);
    const title = `Controls farm ${lng} ${Date.now()}`;
    const { project } = await ok<{ project: ProjectDto }>(
      await request.post('/api/project', {
        headers: bearer(adminToken),
        data: {
          title,
          price: '1000',
          description: 'A project made by the money controls journey, completed by it and then removed again. '.repeat(2),
          targetAchieved: 0,
          location: 'Savar, Dhaka',
          profitRatio: 10,
          roi: 10,
          raisedAmount: 0,
          fundingTarget: 100000,
          investorSharePercent: 70,
          contractType: 'musharaka',
          termMonths: 12,
          investmentOptions: [1000],
          defaultImage: 'https://cdn.example.com/farm.jpg',
          galleryImages: ['https://cdn.example.com/farm.jpg'],
        },
      }),
      'create project',
    );
    try {
      const investor = await createInvestor(request, `controls-${lng}`);
      const depositId = await createDeposit(request, investor, 5000);
      await ok(await request.put(`/api/deposit/${depositId}`, { headers: bearer(adminToken), data: { status: 'approved' } }), 'approve');
      await ok(
        await request.post('/api/investment', { headers: bearer(investor.token), data: { projectId: project._id, amount: 3000, idempotencyKey: `e2e-controls-${Date.now()}` } }),
        'invest',
      );

      // The edit form shows the terms the investor signed up to, and does not let them change.
      await openWithToken(page, adminToken, `/admin/project/create?edit=${project._id}&lng=${lng}`);
      for (const field of ['admin.projectForm.fields.investorSharePercent', 'admin.projectFacts.fields.contractType', 'admin.projectFacts.fields.termMonths']) {
        await expect(page.getByLabel(labelled(lng, field)).first()).toBeDisabled();
      }
      await expect(page.getByText(text(lng, 'admin.projectForm.hints.termsLocked')).first()).toBeVisible();
      await saveScreenshot(page, testInfo, `terms-locked-${lng}`);
      // The reason under a locked field is read, so it must meet the contrast rule a disabled field's grey does not.
      await expectNoAxeViolations(page, testInfo, `terms locked ${lng}`);

      // Deleting it is refused with the reason and what to do instead; the project stays listed.
      await page.goto(`/admin/dashboard?tab=projects&lng=${lng}`);
      await page.getByRole('button', { name: text(lng, 'admin.projects.deleteLabel', { title }) }).click();
      await page
        .getByRole('dialog', { name: text(lng, 'admin.projects.confirmTitle', { title }) })
        .getByRole('button', { name: text(lng, 'admin.projects.confirm') })
        .click();
      await expect(page.getByText(text(lng, 'admin.serverErrors.PROJECT_HAS_CAPITAL')).first()).toBeVisible();
      await saveScreenshot(page, testInfo, `delete-refused-${lng}`);
      expect((await request.get(`/api/project/${project._id}`)).status()).toBe(200);

      // A new payment account (inactive, so no investor is sent to it) shows on every admin screen.
      const accountNumber = `0171${String(Date.now()).slice(-7)}`;
      await ok(
        await request.post('/api/payment-accounts', {
          headers: bearer(adminToken),
          data: { kind: 'bkash', accountName: 'Halal Invest Ltd', accountNumber, instruction: 'Send with Make Payment.', active: false },
        }),
        'payment account',
      );
      await page.goto(`/admin/dashboard?tab=projects&lng=${lng}`);
      const notice = page.getByRole('region', { name: text(lng, 'admin.paymentChanges.title', { days: formatNumber(7, lng) }) });
      await expect(notice).toBeVisible();
      // Account numbers keep their Latin digits in both languages, as the investor types them.
      await expect(notice).toContainText(accountNumber);
      await saveScreenshot(page, testInfo, `payment-changes-${lng}`);
    } finally {
      await archiveProject(request, adminToken, project._id);
    }
  });
}
