// Issue 17's journey, against the real built app and API, the investor and the admin each in their own
// browser: the investor's ৳20,000 deposit by bKash with a TrxID is approved (the same TrxID again is
// refused); the investor asks, with their password, to withdraw ৳5,000 to a Nagad number and sees
// ৳15,000 left available; the admin marks it paid with a reference; the investor sees it paid and gets
// the mail in their language; a second request of ৳3,000 is rejected and the money is back (৳15,000);
// the books balance. In English and Bengali, on a phone (and on a desktop).
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { formatBdt, formatNumber } from '../../src/shared/format';
import type { LedgerCheckResponse } from '../../src/shared/money-types';
import type { PendingWithdrawalCountResponse } from '../../src/shared/withdrawal-types';
import { createInvestor, moneyOf, signInThroughForm, type Investor } from './admin-helpers';
import { approveInDepositsTab, bkashAccount, depositByBkash, depositRefusedAsDuplicate } from './deposit-proof-helpers';
import { adminSessionToken, signInAdminThroughForm } from './admin-two-factor';
import { expectNoAxeViolations, type Lng, text, twoRuns } from './helpers';
import {
  availableBalance,
  contextLikeProject,
  dialogPicture,
  labelled,
  myWithdrawals,
  openWithdrawalsTab,
  picture,
  requestWithdrawal,
  reviewButton,
  waitForMailWithSubject,
  withdrawalItem,
} from './withdrawal-helpers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const R = 'admin.withdrawals.review';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A fresh payment reference as bKash and Nagad write them: capital letters and digits. */
const transactionId = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;

/** The admin opens a pending withdrawal's review; a request to details first used today is held, and the dialog says so. */
async function openReview(admin: Page, lng: Lng, investor: Investor, amount: number, reference: string) {
  await reviewButton(admin, lng, investor.fullname, amount, reference).click();
  const dialog = admin.getByRole('dialog', { name: text(lng, `${R}.title`) });
  await expect(dialog).toContainText(reference);
  await expect(dialog.getByRole('note')).toContainText(text(lng, 'admin.withdrawals.hold.reasons.new-payout-details'));
  await expect(dialog.getByRole('note')).toContainText(text(lng, 'admin.withdrawals.hold.care'));
  return dialog;
}

/** The investor's profile after a reload (nothing pushes the admin's decision to an open page). */
async function reloadProfile(page: Page, lng: Lng): Promise<void> {
  await page.goto(`/profile?lng=${lng}`);
  await expect(page.getByRole('heading', { level: 1, name: text(lng, 'profile.title') })).toBeVisible();
}

/** How many withdrawals wait for a decision, all investors together (other journeys may leave some). */
async function pendingWithdrawals(request: APIRequestContext, adminToken: string): Promise<number> {
  return (await ok<PendingWithdrawalCountResponse>(await request.get('/api/withdrawals/pending-count', { headers: bearer(adminToken) }), 'pending count')).pending;
}

async function screenshotRegion(page: Page, testInfo: TestInfo, lng: Lng, name: string, region: ReturnType<typeof myWithdrawals>) {
  await region.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await region.screenshot({ path: testInfo.outputPath(`${name}-${lng}-${testInfo.project.name}.png`) });
}

for (const lng of ['en', 'bn'] as const) {
  test(`withdrawal journey (${lng}): bKash deposit with a TrxID, withdrawal to Nagad held, paid with a reference and mailed, a second one rejected`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // A sign-up by mail code, two sign-ins (one with an authenticator code), two deposits with uploads, two requests and three decisions.
    twoRuns(lng, testInfo);
    test.setTimeout(240_000);
    const bdt = (amount: number) => formatBdt(amount, lng);
    const investor = await createInvestor(request, `wdr-${lng}-${testInfo.project.name}`, { language: lng });
    const adminToken = await adminSessionToken(request, testInfo);
    const nagad = `0171${String(Date.now()).slice(-7)}`;

    await page.goto(`/signin?lng=${lng}`);
    await signInThroughForm(page, lng, investor.email, investor.password);
    await expect(page).not.toHaveURL(/\/signin/);

    const adminContext = await contextLikeProject(browser, testInfo);
    try {
      const admin = await adminContext.newPage();
      await admin.goto(`/signin?lng=${lng}`);
      await signInAdminThroughForm(admin, testInfo, lng, request);
      await expect(admin).not.toHaveURL(/\/signin/);

      await test.step('the investor deposits ৳20,000 by bKash with its TrxID; the same TrxID again is refused; the admin approves', async () => {
        const deposit = {
          account: await bkashAccount(request),
          amount: 20_000,
          typed: lng === 'bn' ? '২০,০০০' : '20000',
          trxId: transactionId('BK'),
          sender: `0181${String(Date.now()).slice(-7)}`,
        };
        await depositByBkash(page, testInfo, lng, { ...deposit, shot: `deposit-bkash-${lng}` });
        await depositRefusedAsDuplicate(page, testInfo, lng, deposit);
        await approveInDepositsTab(admin, testInfo, lng, { investor: investor.fullname, ...deposit });
      });

      await reloadProfile(page, lng);
      await expect(availableBalance(page, lng)).toHaveText(bdt(20_000));
      await expect(myWithdrawals(page, lng)).toContainText(text(lng, 'withdraw.list.empty'));

      // ৳5,000 to Nagad; a wrong password first is refused when the request is sent.
      const first = await test.step('the investor asks for ৳5,000 to Nagad', () =>
        requestWithdrawal(page, testInfo, lng, {
          amount: 5_000,
          typed: lng === 'bn' ? '৫,০০০' : '5000',
          nagad,
          password: investor.password,
          wrongPassword: 'not-my-password-1',
          balanceBefore: 20_000,
          shots: 'withdraw',
        }));
      // The balance is held at once: ৳15,000 available, the request pending.
      await expect(availableBalance(page, lng)).toHaveText(bdt(15_000));
      const firstItem = withdrawalItem(page, lng, first);
      await expect(firstItem).toContainText(bdt(5_000));
      await expect(firstItem).toContainText(text(lng, 'withdraw.status.pending'));
      // The list shows only the number's last digits.
      await expect(firstItem).not.toContainText(nagad);
      await screenshotRegion(page, testInfo, lng, 'my-withdrawals-pending', myWithdrawals(page, lng));
      expect(await moneyOf(request, investor.token)).toEqual({ available: 15_000, invested: 0 });

      const paymentReference = transactionId('NG');
      await test.step('the admin marks it paid with the reference', async () => {
        await openWithdrawalsTab(admin, testInfo, lng, await pendingWithdrawals(request, adminToken));
        await expect(reviewButton(admin, lng, investor.fullname, 5_000, first)).toBeVisible();
        await picture(admin, testInfo, `admin-withdrawals-pending-${lng}`);
        await expectNoAxeViolations(admin, testInfo, `admin-withdrawals-pending-${lng}`);

        const dialog = await openReview(admin, lng, investor, 5_000, first);
        await dialog.getByRole('button', { name: text(lng, `${R}.markPaid`) }).click();
        await dialog.getByRole('textbox', { name: labelled(lng, `${R}.paymentReference`) }).fill(paymentReference);
        // Held (details first used today): paid early only after the admin confirmed it by phone.
        await dialog.getByRole('checkbox', { name: text(lng, `${R}.phoneConfirmed`) }).check();
        await dialogPicture(admin, testInfo, `admin-withdrawal-mark-paid-${lng}`);
        await dialog.getByRole('button', { name: text(lng, `${R}.continue`) }).click();
        await expect(dialog.getByText(text(lng, `${R}.confirmPaidQuestion`, { amount: bdt(5_000), name: investor.fullname, reference: paymentReference }))).toBeVisible();
        await dialogPicture(admin, testInfo, `admin-withdrawal-confirm-paid-${lng}`);
        await dialog.getByRole('button', { name: text(lng, `${R}.confirmPaid`) }).click();
        await expect(dialog).toHaveCount(0);
        await expect(admin.getByText(text(lng, `${R}.paid`))).toBeVisible();
        // Decided, it leaves the pending list.
        await expect(reviewButton(admin, lng, investor.fullname, 5_000, first)).toHaveCount(0);
      });

      await test.step('the investor sees it paid and gets the mail', async () => {
        await reloadProfile(page, lng);
        await expect(firstItem).toContainText(text(lng, 'withdraw.status.paid'));
        await expect(firstItem).toContainText(text(lng, 'withdraw.list.paymentReference', { reference: paymentReference }));
        // Paid is money gone out of the hold, not back to the wallet.
        await expect(availableBalance(page, lng)).toHaveText(bdt(15_000));
        const subject = lng === 'bn' ? `আপনার ${bdt(5_000)} পাঠানো হয়েছে` : `Your withdrawal of ${bdt(5_000)} was paid`;
        const mail = await waitForMailWithSubject(investor.email, subject);
        expect(mail.text).toContain(first);
        expect(mail.text).toContain(`${paymentReference}`);
        expect(mail.text).toContain(`${text(lng, 'withdraw.methods.nagad')} ${nagad.slice(0, 3)}*****${nagad.slice(-3)}`);
        expect(mail.text, 'the whole number stays out of mails').not.toContain(nagad);
        expect(mail.text).toContain(
          lng === 'bn' ? `পেমেন্ট রেফারেন্স (ব্যাংক রেফারেন্স বা TrxID): ${paymentReference}।` : `Payment reference (bank reference or TrxID): ${paymentReference}.`,
        );
      });

      // A second request, ৳3,000 to the same Nagad number (offered again), is rejected: the money comes back.
      const second = await test.step('the investor asks for ৳3,000 more', () =>
        requestWithdrawal(page, testInfo, lng, { amount: 3_000, typed: lng === 'bn' ? '৩০০০' : '3,000', nagad, reuse: true, password: investor.password, balanceBefore: 15_000 }));
      await expect(availableBalance(page, lng)).toHaveText(bdt(12_000));

      const reasonKey = `${R}.reasons.wrongAccount`;
      const reason = text(lng, reasonKey);
      await test.step('the admin rejects it', async () => {
        await openWithdrawalsTab(admin, testInfo, lng, await pendingWithdrawals(request, adminToken));
        const dialog = await openReview(admin, lng, investor, 3_000, second);
        await dialog.getByRole('button', { name: text(lng, `${R}.reject`) }).click();
        // No reason, no rejection: the investor must learn what to fix.
        await dialog.getByRole('button', { name: text(lng, `${R}.continue`) }).click();
        await expect(dialog.getByText(text(lng, `${R}.errors.reasonRequired`))).toBeVisible();
        await dialog.getByRole('radio', { name: reason }).check();
        await expect(dialog.getByText(text(lng, `${R}.errors.reasonRequired`))).toHaveCount(0);
        // Issue 18: the chosen reason fills English and Bengali, whichever language the admin reads.
        await expect(dialog.getByRole('textbox', { name: text(lng, 'admin.reasonFields.english') })).toHaveValue(text('en', reasonKey));
        await expect(dialog.getByRole('textbox', { name: text(lng, 'admin.reasonFields.bengali') })).toHaveValue(text('bn', reasonKey));
        await dialogPicture(admin, testInfo, `admin-withdrawal-reject-${lng}`);
        await dialog.getByRole('button', { name: text(lng, `${R}.continue`) }).click();
        await expect(dialog.getByText(text(lng, `${R}.confirmRejectQuestion`, { amount: bdt(3_000), name: investor.fullname }))).toBeVisible();
        await expect(dialog.locator('blockquote')).toHaveText([text('en', reasonKey), text('bn', reasonKey)]);
        await dialog.getByRole('button', { name: text(lng, `${R}.confirmReject`) }).click();
        await expect(dialog).toHaveCount(0);
        await expect(admin.getByText(text(lng, `${R}.rejected`))).toBeVisible();
        // Every decision of the day, in the list with all statuses.
        await admin.getByRole('combobox', { name: text(lng, 'admin.withdrawals.filter.label') }).selectOption({ label: text(lng, 'admin.withdrawals.filter.all') });
        await expect(admin.getByText(text(lng, 'admin.withdrawals.table.paymentReference', { reference: paymentReference }))).toBeVisible();
        // Other runs (the other width, the a11y walk) rejected withdrawals with the same reason: this one's row or card.
        const rejectedEntry = admin
          .locator('tr, li')
          .filter({ hasText: second })
          .filter({ hasText: text(lng, 'admin.withdrawals.table.remarks', { remarks: reason }) });
        await expect(rejectedEntry.first()).toBeVisible();
        await picture(admin, testInfo, `admin-withdrawals-all-${lng}`);
      });

      await test.step('the money is back in the wallet', async () => {
        await reloadProfile(page, lng);
        await expect(availableBalance(page, lng)).toHaveText(bdt(15_000));
        const secondItem = withdrawalItem(page, lng, second);
        await expect(secondItem).toContainText(text(lng, 'withdraw.status.rejected'));
        await expect(secondItem).toContainText(text(lng, 'withdraw.list.reason', { reason }));
        await expect(firstItem).toContainText(text(lng, 'withdraw.status.paid'));
        await screenshotRegion(page, testInfo, lng, 'my-withdrawals-decided', myWithdrawals(page, lng));
        await picture(page, testInfo, `profile-after-withdrawals-${lng}`);
        await expectNoAxeViolations(page, testInfo, `profile-after-withdrawals-${lng}`);
        expect(await moneyOf(request, investor.token)).toEqual({ available: 15_000, invested: 0 });
        const subject = lng === 'bn' ? `আপনার ${bdt(3_000)} তোলার অনুরোধ গ্রহণ করা যায়নি` : `Your withdrawal of ${bdt(3_000)} was not paid`;
        const mail = await waitForMailWithSubject(investor.email, subject);
        expect(mail.text).toContain(second);
        expect(mail.text).toContain(reason);
        expect(mail.text).toContain(bdt(15_000));
        // Both languages are kept, so a Bengali reader gets the Bengali reason even from an admin reading English.
        const mine = await ok<{ withdrawals: { reference: string; adminRemarks: string | null; adminRemarksBn: string | null }[] }>(
          await request.get('/api/withdrawals', { headers: bearer(investor.token) }),
          'my withdrawals',
        );
        expect(mine.withdrawals.find((w) => w.reference === second)).toMatchObject({ adminRemarks: text('en', reasonKey), adminRemarksBn: text('bn', reasonKey) });
      });

      // The books: every account equals its transfers, nothing negative, debits equal credits.
      const check = await ok<LedgerCheckResponse>(await request.get('/api/ledger/check', { headers: bearer(adminToken) }), 'ledger check');
      expect(check.mismatches).toEqual([]);
      expect(check.ok).toBe(true);
      // And the admin's own books line says so.
      await admin.reload();
      const books = admin.getByRole('status').filter({ hasText: text(lng, 'admin.ledger.ok').split('{{')[0]! });
      await expect(books).toContainText(formatNumber(check.accounts, lng));
    } finally {
      await adminContext.close();
    }
  });
}
