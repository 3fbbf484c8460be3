// The steps of issue 17's withdrawal journey as an investor and an admin take them in the browser,
// each screen found by the texts of the page's own language (text() reads the translation files).
import { expect, type Browser, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { formatBdt, formatNumber } from '../../src/shared/format';
import { MAIL_PORT } from '../../playwright.config';
import { animationsDone, expectNoAxeViolations, saveScreenshot, text, type Lng, type Mail } from './helpers';

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A required field's label ends in " *"; its name starts with the label. */
export const labelled = (lng: Lng, key: string, values: Record<string, string> = {}) => new RegExp(`^${escaped(text(lng, key, values))}`);

/** A second browser with the project's screen (viewport, touch), for the other person of the journey. */
export async function contextLikeProject(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
  return browser.newContext({ viewport, isMobile, hasTouch, baseURL });
}

/** On a phone nothing may scroll sideways: every card, dialog and figure fits the 390 px width. */
export async function expectNoSidewaysScroll(page: Page, testInfo: TestInfo, what: string): Promise<void> {
  if (testInfo.project.name !== 'phone') return;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `sideways scroll on a phone: ${what}`).toBeLessThanOrEqual(0);
}

/** A full-page screenshot that first checks the phone's width holds. */
export async function picture(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSidewaysScroll(page, testInfo, name);
  await saveScreenshot(page, testInfo, name);
}

/** A dialog as the person sees it: the screen, not the page behind it (a full-page shot puts the page below the dialog). */
export async function dialogPicture(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSidewaysScroll(page, testInfo, name);
  await animationsDone(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
}

/** The available balance, as the portfolio at the top of the profile shows it. */
export function availableBalance(page: Page, lng: Lng): Locator {
  return page
    .getByRole('region', { name: text(lng, 'portfolio.title') })
    .locator('dt', { hasText: text(lng, 'portfolio.cash') })
    .locator('xpath=following-sibling::dd[1]');
}

export function myWithdrawals(page: Page, lng: Lng): Locator {
  return page.getByRole('region', { name: text(lng, 'withdraw.list.title') });
}

/** One withdrawal in "My withdrawals", found by its WDR- reference. */
export function withdrawalItem(page: Page, lng: Lng, reference: string): Locator {
  return myWithdrawals(page, lng)
    .getByRole('listitem')
    .filter({ hasText: text(lng, 'withdraw.list.reference', { reference }) });
}

interface Request {
  amount: number;
  /** As the investor types it: Bengali digits and lakh commas in Bengali. */
  typed: string;
  nagad: string;
  /** The details were used before: the account step offers them and the investor takes the offer. */
  reuse?: boolean;
  password: string;
  /** Typed first, and refused by the server when the request is sent. */
  wrongPassword?: string;
  balanceBefore: number;
  /** Screenshots of each step, named by `shots` (the first request only). */
  shots?: string;
}

/**
 * The withdrawal dialog from the profile's "Withdraw money" card: amount → where to pay (Nagad) →
 * password → review → done. Returns the request's WDR- reference from the done step.
 */
export async function requestWithdrawal(page: Page, testInfo: TestInfo, lng: Lng, request: Request): Promise<string> {
  const bdt = (amount: number) => formatBdt(amount, lng);
  const shot = async (step: string) => {
    if (request.shots) await dialogPicture(page, testInfo, `${request.shots}-${step}-${lng}`);
  };
  const card = page.getByRole('region', { name: text(lng, 'withdraw.card.title') });
  await expect(card).toContainText(text(lng, 'withdraw.card.help', { balance: bdt(request.balanceBefore) }));
  await card.getByRole('button', { name: text(lng, 'withdraw.card.open') }).click();
  const dialog = page.getByRole('dialog', { name: text(lng, 'withdraw.title') });
  const next = dialog.getByRole('button', { name: text(lng, 'withdraw.next'), exact: true });

  await expect(dialog.getByText(text(lng, 'withdraw.amount.balance', { balance: bdt(request.balanceBefore) }))).toBeVisible();
  await dialog.getByRole('textbox', { name: labelled(lng, 'withdraw.amount.label') }).fill(request.typed);
  // The field reads back what it understood, in the page's own way of writing money.
  await expect(dialog.getByText(text(lng, 'withdraw.amount.preview', { amount: bdt(request.amount) }))).toBeVisible();
  await shot('amount');
  await next.click();

  const nagad = text(lng, 'withdraw.methods.nagad');
  await dialog.getByRole('radio', { name: nagad, exact: true }).check();
  const number = dialog.getByRole('textbox', { name: labelled(lng, 'withdraw.account.number', { method: nagad }) });
  if (request.reuse) {
    await expect(dialog.getByText(text(lng, 'withdraw.account.lastUsed', { method: nagad }))).toContainText(request.nagad);
    await dialog.getByRole('button', { name: text(lng, 'withdraw.account.useLast') }).click();
    await expect(number).toHaveValue(request.nagad);
  } else {
    await number.fill(request.nagad);
  }
  await shot('account');
  await next.click();

  await expect(dialog.getByText(text(lng, 'withdraw.password.why'))).toBeVisible();
  const password = dialog.getByLabel(labelled(lng, 'withdraw.password.label'));
  const reviewHeading = dialog.getByRole('heading', { name: text(lng, 'withdraw.review.heading') });
  const confirm = dialog.getByRole('button', { name: text(lng, 'withdraw.review.confirm') });
  if (request.wrongPassword) {
    // The server checks the password only when the request is sent: a wrong one comes back to this step, emptied.
    await password.fill(request.wrongPassword);
    await next.click();
    await expect(reviewHeading).toBeVisible();
    await confirm.click();
    await expect(password).toHaveValue('');
    await expect(dialog.getByText(text(lng, 'withdraw.serverErrors.WRONG_PASSWORD'))).toBeVisible();
    await expect(password).toBeFocused();
  }
  await password.fill(request.password);
  await shot('password');
  await next.click();

  await expect(reviewHeading).toBeVisible();
  const figure = (label: string) =>
    dialog
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${escaped(label)}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(figure(text(lng, 'withdraw.review.amount'))).toHaveText(bdt(request.amount));
  await expect(figure(text(lng, 'withdraw.review.method'))).toHaveText(nagad);
  await expect(figure(text(lng, 'withdraw.review.account'))).toContainText(request.nagad);
  await expect(figure(text(lng, 'withdraw.review.balanceAfter'))).toHaveText(bdt(request.balanceBefore - request.amount));
  await shot('review');
  if (request.shots) await expectNoAxeViolations(page, testInfo, `${request.shots}-review-${lng}`);
  await confirm.click();

  await expect(dialog.getByRole('status')).toContainText(text(lng, 'withdraw.done.title'));
  const reference = (await figure(text(lng, 'withdraw.done.reference')).textContent()) ?? '';
  expect(reference).toMatch(/^WDR-[A-Z0-9]{8}$/);
  await expect(figure(text(lng, 'withdraw.done.balance'))).toHaveText(bdt(request.balanceBefore - request.amount));
  await shot('done');
  await dialog.getByRole('button', { name: text(lng, 'withdraw.close') }).click();
  await expect(dialog).toHaveCount(0);
  return reference;
}

/**
 * The admin's Withdrawals tab from the dashboard's sidebar (a drawer on phones). Its name says how
 * many wait, as the server counts them (`pending`, from GET /api/withdrawals/pending-count): "Withdrawals, 1 pending".
 */
export async function openWithdrawalsTab(page: Page, testInfo: TestInfo, lng: Lng, pending: number): Promise<void> {
  await page.goto(`/admin/dashboard?lng=${lng}`);
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: text(lng, 'admin.shell.openMenu') }).click();
  const label = text(lng, 'admin.tabs.withdrawals');
  const name = pending > 0 ? text(lng, 'admin.withdrawals.tabPending', { label, pending: formatNumber(pending, lng) }) : label;
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
}

/** The pending withdrawal's Review button, named after the investor, the amount and the reference. */
export function reviewButton(page: Page, lng: Lng, investor: string, amount: number, reference: string): Locator {
  return page.getByRole('button', { name: text(lng, 'admin.withdrawals.review.openLabel', { name: investor, amount: formatBdt(amount, lng), reference }) });
}

/** Polls the test mailbox until a mail to `address` has exactly `subject`, and returns it. */
export async function waitForMailWithSubject(address: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${MAIL_PORT}/mail?to=${encodeURIComponent(address)}`);
        const mails = (await response.json()) as Mail[];
        found = mails.find((mail) => mail.subject === subject);
        return mails.map((mail) => mail.subject);
      },
      { message: `a mail to ${address} with the subject "${subject}"`, timeout: 10_000 },
    )
    .toContain(subject);
  return found!;
}
