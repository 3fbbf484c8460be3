// Issue 17's proof in: a deposit by bKash with the TrxID from the payment message, through the real
// deposit screen, and the admin's review of it in the Deposits tab (the TrxID beside the amount).
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { formatBdt } from '../../src/shared/format';
import type { PaymentAccountDto, PaymentAccountListResponse } from '../../src/shared/payment-account-types';
import { expectNoAxeViolations, text, textPattern, type Lng } from './helpers';
import { dialogPicture, labelled, picture } from './withdrawal-helpers';

/** The seeded bKash merchant number the deposit screen offers (GET /api/payment-accounts, public). */
export async function bkashAccount(request: APIRequestContext): Promise<PaymentAccountDto> {
  const response = await request.get('/api/payment-accounts');
  expect(response.ok(), `payment accounts: ${response.status()}`).toBe(true);
  const { paymentAccounts } = (await response.json()) as PaymentAccountListResponse;
  const bkash = paymentAccounts.find((account) => account.kind === 'bkash');
  expect(bkash, 'an active bKash account (the demo seed has one)').toBeTruthy();
  return bkash!;
}

/** A payment message's screenshot: a real PNG (the server re-encodes uploads), its colour its own so no other deposit has the same picture. */
async function paymentScreenshot(trxId: string) {
  const shade = [...trxId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 0xffffff, 7);
  const background = `#${shade.toString(16).padStart(6, '0')}`;
  const buffer = await sharp({ create: { width: 180, height: 320, channels: 3, background } })
    .png()
    .toBuffer();
  return { name: `bkash-${trxId}.png`, mimeType: 'image/png', buffer };
}

interface BkashDeposit {
  account: PaymentAccountDto;
  amount: number;
  /** As the investor types it: Bengali digits in Bengali. */
  typed: string;
  trxId: string;
  /** The investor's own bKash number the money came from (optional on the screen; given here). */
  sender: string;
  /** The screen's picture, named so (the first deposit only). */
  shot?: string;
}

/** The deposit screen filled as an investor does after paying by bKash: the account, amount, screenshot and TrxID. */
async function fillBkashDeposit(page: Page, testInfo: TestInfo, lng: Lng, deposit: BkashDeposit) {
  await page.goto(`/deposit?lng=${lng}`);
  await expect(page.getByRole('heading', { level: 1, name: text(lng, 'deposit.title') })).toBeVisible();
  const bkash = text(lng, 'deposit.kinds.bkash');
  await page.getByRole('radio', { name: new RegExp(`^${bkash}`) }).check();
  // The number to pay into is on screen for the chosen account.
  const numberLabel = text(lng, 'deposit.bank.walletNumber', { kind: bkash });
  await expect(page.getByRole('term').filter({ hasText: numberLabel }).locator('xpath=following-sibling::dd[1]')).toContainText(deposit.account.accountNumber);
  const form = page.getByRole('form', { name: text(lng, 'deposit.form.title') });
  await form.getByRole('textbox', { name: labelled(lng, 'deposit.amount.label') }).fill(deposit.typed);
  await form.getByLabel(text(lng, 'deposit.screenshot.input')).setInputFiles(await paymentScreenshot(deposit.trxId));
  await expect(form.getByText(text(lng, 'deposit.screenshot.uploaded'))).toBeVisible();
  const trxId = form.getByRole('textbox', { name: labelled(lng, 'deposit.reference.trxId') });
  await trxId.fill(deposit.trxId);
  await form.getByRole('textbox', { name: labelled(lng, 'deposit.sender.wallet', { kind: bkash }) }).fill(deposit.sender);
  if (deposit.shot) await picture(page, testInfo, deposit.shot);
  await form.getByRole('button', { name: text(lng, 'deposit.confirm') }).click();
  return { form, trxId };
}

/** A bKash deposit that the server takes: the toast gives its DEP- reference. */
export async function depositByBkash(page: Page, testInfo: TestInfo, lng: Lng, deposit: BkashDeposit): Promise<string> {
  await fillBkashDeposit(page, testInfo, lng, deposit);
  const toast = page.getByText(textPattern(lng, 'deposit.success'));
  await expect(toast).toContainText(formatBdt(deposit.amount, lng));
  const reference = /DEP-[A-Z0-9]{8}/.exec((await toast.textContent()) ?? '')?.[0];
  expect(reference, 'the deposit reference in the toast').toBeTruthy();
  return reference!;
}

/** The same TrxID again: refused by the server, the message on the TrxID field, nothing submitted. */
export async function depositRefusedAsDuplicate(page: Page, testInfo: TestInfo, lng: Lng, deposit: BkashDeposit): Promise<void> {
  const { trxId } = await fillBkashDeposit(page, testInfo, lng, deposit);
  const message = text(lng, 'deposit.errors.duplicateReference');
  await expect(trxId).toHaveAccessibleDescription(message);
  await expect(trxId).toHaveAttribute('aria-invalid', 'true');
  await expect(trxId).toBeFocused();
  await expect(page).toHaveURL(/\/deposit/);
  await picture(page, testInfo, `deposit-duplicate-trxid-${lng}`);
  await expectNoAxeViolations(page, testInfo, `deposit-duplicate-trxid-${lng}`);
}

/** The admin approves the deposit in the Deposits tab, after seeing its method and TrxID in the review. */
export async function approveInDepositsTab(admin: Page, testInfo: TestInfo, lng: Lng, deposit: { investor: string; amount: number; trxId: string; sender: string }): Promise<void> {
  const D = 'admin.deposits.review';
  const amount = formatBdt(deposit.amount, lng);
  await admin.goto(`/admin/dashboard?tab=deposits&lng=${lng}`);
  await admin.getByRole('button', { name: text(lng, `${D}.openLabel`, { amount, name: deposit.investor }) }).click();
  const dialog = admin.getByRole('dialog', { name: text(lng, `${D}.title`) });
  const value = (label: string) =>
    dialog
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(value(text(lng, `${D}.amount`))).toHaveText(amount);
  await expect(value(text(lng, `${D}.method`))).toHaveText(text(lng, 'admin.paymentAccounts.kinds.bkash'));
  await expect(value(text(lng, `${D}.sender`))).toHaveText(deposit.sender);
  await expect(value(text(lng, `${D}.reference`).replace(/[()]/g, '\\$&'))).toContainText(deposit.trxId);
  await dialogPicture(admin, testInfo, `admin-deposit-review-${lng}`);
  await dialog.getByRole('button', { name: text(lng, `${D}.approve`), exact: true }).click();
  await expect(dialog).toContainText(text(lng, `${D}.approveQuestion`, { amount, name: deposit.investor }));
  await dialog.getByRole('button', { name: text(lng, `${D}.confirmApprove`) }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(text(lng, `${D}.approved`))).toBeVisible();
}
