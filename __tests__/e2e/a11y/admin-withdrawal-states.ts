// The admin withdrawals tab's states for the axe run (issue 17): the review dialog, the payment
// reference left empty, a rejection without a reason. Nothing is sent: the dialog is left unconfirmed.
import { expect, type Page } from '@playwright/test';
import type { ScreenContext, ScreenState } from './screen';
import { investorWithDeposits } from './sessions';

const dialogOf = (page: Page, t: ScreenContext['t']) => page.getByRole('dialog', { name: t('admin.withdrawals.review.title') });

/** The a11y investor's wallet holds an approved deposit: one pending withdrawal of it, made once per server. */
export async function withdrawalsPath(ctx: ScreenContext): Promise<string> {
  const investor = await investorWithDeposits(ctx.request, ctx.testInfo);
  const headers = { Authorization: `Bearer ${investor.token}` };
  const pending = (await (await ctx.request.get('/api/withdrawals?status=pending', { headers })).json()) as { withdrawals: unknown[] };
  if (pending.withdrawals.length === 0) {
    const response = await ctx.request.post('/api/withdrawals', {
      headers,
      data: { amount: 100, method: 'bkash', account: { number: '01712345678' }, password: investor.password, idempotencyKey: `a11y-withdrawal-${Date.now()}` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  return '/admin/dashboard?tab=withdrawals';
}

export const WITHDRAWAL_STATES: ScreenState[] = [
  {
    name: 'review dialog',
    async enter({ page, t, tp }) {
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: tp('admin.withdrawals.review.openLabel') })
        .first()
        .click();
      await expect(dialogOf(page, t)).toBeVisible();
    },
  },
  {
    name: 'payment without a reference',
    async enter({ page, t }) {
      const dialog = dialogOf(page, t);
      await dialog.getByRole('button', { name: t('admin.withdrawals.review.markPaid'), exact: true }).click();
      await dialog.getByRole('button', { name: t('admin.withdrawals.review.continue') }).click();
      await expect(dialog.getByText(t('admin.withdrawals.review.errors.referenceRequired'))).toBeVisible();
    },
  },
  {
    name: 'rejection without a reason',
    async enter({ page, t }) {
      const dialog = dialogOf(page, t);
      await dialog.getByRole('button', { name: t('admin.withdrawals.review.back') }).click();
      await dialog.getByRole('button', { name: t('admin.withdrawals.review.reject'), exact: true }).click();
      await dialog.getByRole('button', { name: t('admin.withdrawals.review.continue') }).click();
      await expect(dialog.getByText(t('admin.withdrawals.review.errors.reasonRequired'))).toBeVisible();
    },
  },
];
