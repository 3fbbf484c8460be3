// Issue 30's journey, against the real built app and API: what a careful investor checks agrees
// everywhere. A bKash deposit leaves a receipt on the home page and a pending amount in the portfolio;
// once approved, the investor invests in a musharakah project, and the project page, the invest review
// and the certificate name the same contract and the company from Settings; the certificate's address
// confirms the holding to someone signed out; a paid withdrawal is one line in the history and the
// statement's lines add up to the wallet; a completed project stays under Completed with its
// certificate. Two runs: English on a phone, Bengali on a desktop.
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { fillContractText } from '../../src/shared/contract-defaults';
import { formatBdt } from '../../src/shared/format';
import { localized } from '../../src/shared/localized';
import type { LedgerCheckResponse } from '../../src/shared/money-types';
import type { TrustResponse } from '../../src/shared/trust-types';
import type { WithdrawalResponse } from '../../src/shared/withdrawal-types';
import { archiveProject, createInvestor, createTestProject, openWithToken } from './admin-helpers';
import { adminSessionToken } from './admin-two-factor';
import { bkashAccount, depositByBkash } from './deposit-proof-helpers';
import { expectNoAxeViolations, saveScreenshot, text, twoRuns, type Lng } from './helpers';
import { statementCsvRows, statementsFromApi } from './statement-helpers';
import { expectNoSidewaysScroll, labelled } from './withdrawal-helpers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const bangladeshToday = () => new Date(Date.now() + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);
const stamp = () =>
  `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;

/** A dt's value in a description list. */
const figure = (scope: Locator, label: string) => scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** The musharakah text as Settings states it, filled for this project and company, in the page's language. */
function musharakahText(trust: TrustResponse, company: string, investorShare: number, lng: Lng) {
  const contract = trust.contracts.find((item) => item.contractType === 'musharaka')!;
  const values = { company, share: String(investorShare), rest: String(100 - investorShare) };
  const digits = (words: string) => (lng === 'bn' ? words.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!) : words);
  return {
    sharing: digits(fillContractText(lng === 'bn' ? contract.sharingBn : contract.sharing, values)),
    companyRole: digits(fillContractText(lng === 'bn' ? contract.companyRoleBn : contract.companyRole, values)),
  };
}

/** No two headings of the page say the same thing: each names its own part. */
async function expectNoDuplicateHeadings(page: Page): Promise<void> {
  const headings = (await page.getByRole('heading').allTextContents()).map((heading) => heading.trim());
  expect(headings.filter((heading, index) => headings.indexOf(heading) !== index)).toEqual([]);
}

async function shot(page: Page, testInfo: TestInfo, name: string, lng: Lng): Promise<void> {
  await expectNoDuplicateHeadings(page);
  await saveScreenshot(page, testInfo, `one-truth-${name}-${lng}`);
}

for (const lng of ['en', 'bn'] as const) {
  test(`one truth (${lng}): receipt, one contract and company, a verifiable certificate, a history that adds up, investments that stay`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    twoRuns(lng, testInfo);
    // A sign-up, an upload, an approval, the invest dialog, a certificate, a withdrawal paid and a completion.
    test.setTimeout(240_000);
    const bdt = (amount: number) => formatBdt(amount, lng);
    const adminToken = await adminSessionToken(request, testInfo);
    const trust = await ok<TrustResponse>(await request.get('/api/trust'), 'trust');
    expect(trust.company, 'the company is in Settings (seeded)').not.toBeNull();
    const company = localized(trust.company!.legalName, trust.company!.legalNameBn, lng);
    const investorShare = 60;
    const title = `Partnership farm ${lng} ${stamp()}`;
    const project = await createTestProject(request, adminToken, title, {
      investorSharePercent: investorShare,
      contractType: 'musharaka',
      termMonths: 12,
      investmentOptions: [5000, 10000],
    });
    try {
      const investor = await createInvestor(request, `truth-${lng}`, { language: lng });
      await openWithToken(page, investor.token, `/?lng=${lng}`);

      const depositReference = await test.step('1. deposit: a receipt on the home page, the amount pending in the portfolio', async () => {
        const reference = await depositByBkash(page, testInfo, lng, {
          account: await bkashAccount(request),
          amount: 20_000,
          typed: lng === 'bn' ? '২০,০০০' : '20000',
          trxId: `BK${stamp()}`,
          sender: `0181${String(Date.now()).slice(-7)}`,
        });
        await expect(page).toHaveURL(/\/(\?[^#]*)?$/);
        const receipt = page.getByRole('region', { name: text(lng, 'portfolio.pending.title') });
        await expect(receipt).toContainText(text(lng, 'portfolio.pending.reference', { reference }));
        await expect(receipt).toContainText(text(lng, 'portfolio.pending.next'));
        // Earlier toasts are gone: only the deposit's own is left, so the receipt is not covered.
        await expect(page.locator('.notistack-MuiContent')).toHaveCount(1);
        await receipt.scrollIntoViewIfNeeded();
        await shot(page, testInfo, 'home-receipt', lng);
        await page.goto(`/portfolio?lng=${lng}`);
        const portfolio = page.getByRole('main');
        await expect(figure(portfolio, text(lng, 'portfolio.pendingDeposits'))).toHaveText(bdt(20_000));
        await expect(figure(portfolio, text(lng, 'portfolio.totalValue')).first()).toContainText(bdt(20_000));
        await shot(page, testInfo, 'portfolio-pending', lng);
        await expectNoSidewaysScroll(page, testInfo, 'portfolio');
        return reference;
      });

      await test.step('2. approved, then invested in a musharakah project: the page, the review and the certificate agree', async () => {
        const { deposits } = await ok<{ deposits: Array<{ _id: string; reference?: string; userId: { _id: string } | string }> }>(
          await request.get('/api/deposit', { headers: bearer(investor.token) }),
          'my deposits',
        );
        expect(deposits).toHaveLength(1);
        await ok(await request.put(`/api/deposit/${deposits[0]!._id}`, { headers: bearer(adminToken), data: { status: 'approved' } }), 'approve');
        expect(depositReference).toMatch(/^DEP-/);

        const words = musharakahText(trust, company, investorShare, lng);
        await page.goto(`/investments/details/${project._id}?lng=${lng}`);
        const contractName = text(lng, 'details.facts.contractTypes.musharaka');
        const onPage = page.getByRole('region', { name: text(lng, 'details.contract.title', { contract: contractName }) });
        await expect(onPage).toContainText(words.sharing);
        await expect(onPage).toContainText(words.companyRole);
        await expect(onPage).toContainText(company);
        await expect(page.getByRole('main')).not.toContainText(/mudarib|মুদারিব/i);
        await onPage.scrollIntoViewIfNeeded();
        await shot(page, testInfo, 'project-contract', lng);

        await page.getByRole('button', { name: text(lng, 'details.invest') }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: labelled(lng, 'invest.amount.label') }).fill(lng === 'bn' ? '১০,০০০' : '10000');
        await dialog.getByRole('button', { name: text(lng, 'invest.amount.review') }).click();
        const inReview = dialog.getByRole('region', { name: text(lng, 'details.contract.title', { contract: contractName }) });
        await expect(inReview).toContainText(words.sharing);
        await expect(inReview).toContainText(words.companyRole);
        await expect(dialog).not.toContainText(/mudarib|মুদারিব/i);
        await shot(page, testInfo, 'invest-review-contract', lng);
        await dialog.getByRole('checkbox').check();
        await dialog.getByRole('button', { name: text(lng, 'invest.review.confirm') }).click();
        await expect(dialog.getByText(/^INV-[A-Z0-9]{8}$/)).toBeVisible();
      });

      const certificateNumber = await test.step('the certificate names the same contract and company, and its address', async () => {
        await page.goto(`/profile?lng=${lng}`);
        const holdings = page.getByRole('region', { name: text(lng, 'profile.holdings.title') });
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          holdings.getByRole('button', { name: `${text(lng, 'profile.holdings.certificate.button')}: ${title}` }).click(),
        ]);
        const file = testInfo.outputPath(download.suggestedFilename());
        await download.saveAs(file);
        const pdf = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
        const number = /CER-[0-9A-F]{8,}/.exec(download.suggestedFilename())![0];
        expect(pdf).toContain(`/verify/${number}`);
        // pdftotext gives Bengali vowel signs in drawn order, so Bengali words are not compared; the
        // English certificate names the contract and the company as the page did.
        if (lng === 'en') {
          expect(pdf).toContain(company);
          expect(pdf).toContain('Musharaka');
          expect(pdf).not.toMatch(/mudarib/i);
        }
        // The RJSC number is an identifier: printed as registered, in either language.
        expect(pdf).toContain(trust.company!.registrationNumber);
        return number;
      });

      await test.step('3. the certificate address, opened signed out, confirms the holding', async () => {
        const visitor = await browser.newContext({ viewport: page.viewportSize(), isMobile: testInfo.project.use.isMobile, hasTouch: testInfo.project.use.hasTouch });
        try {
          const verifyPage = await visitor.newPage();
          await verifyPage.goto(new URL(`/verify/${certificateNumber}?lng=${lng}`, page.url()).href);
          const result = verifyPage.getByRole('region', { name: text(lng, 'verify.result.genuine') });
          await expect(result).toContainText(certificateNumber);
          await expect(result).toContainText(title);
          await expect(result).toContainText(bdt(10_000));
          await expect(result).toContainText(text(lng, 'verify.result.active'));
          await shot(verifyPage, testInfo, 'verify', lng);
          await expectNoAxeViolations(verifyPage, testInfo, `one-truth-verify-${lng}`);
        } finally {
          await visitor.close();
        }
      });

      await test.step('4. a withdrawal paid is one line in the history; the statement adds up to the wallet', async () => {
        const { withdrawal } = await ok<WithdrawalResponse>(
          await request.post('/api/withdrawals', {
            headers: bearer(investor.token),
            data: { amount: 4000, method: 'nagad', account: { number: `0171${String(Date.now()).slice(-7)}` }, password: investor.password, idempotencyKey: `truth-${stamp()}` },
          }),
          'withdraw',
        );
        await ok(
          await request.put(`/api/withdrawals/${withdrawal._id}`, { headers: bearer(adminToken), data: { status: 'paid', reference: `NG${stamp()}`, phoneConfirmed: true } }),
          'mark paid',
        );
        await page.goto(`/profile?lng=${lng}`);
        const history = page.getByRole('region', { name: text(lng, 'profile.transactions.title') });
        const lines = history.getByRole('listitem').filter({ hasText: withdrawal.reference });
        await expect(lines).toHaveCount(1);
        await expect(lines).toContainText(text(lng, 'profile.transactions.withdrawal.paid'));
        await expect(lines).toContainText(bdt(4000));
        await history.scrollIntoViewIfNeeded();
        await shot(page, testInfo, 'history-withdrawal', lng);

        const period = { from: bangladeshToday(), to: bangladeshToday() };
        const { csv, pdf } = await statementsFromApi(request, investor.token, period);
        // The statement states the holding's contract as the page and the review did (pdftotext
        // keeps English words in order; Bengali vowel signs come out in drawn order).
        if (lng === 'en') {
          const words = musharakahText(trust, company, investorShare, lng);
          expect(execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ')).toContain(`How profit and loss are shared: ${words.sharing}`);
        }
        const rows = statementCsvRows(csv, period);
        const movements = rows.slice(1, -1);
        expect(movements.filter((row) => row[1] === withdrawal.reference)).toHaveLength(1);
        const opening = Number(rows[0]![5]);
        const closing = Number(rows[rows.length - 1]![5]);
        const changes = movements.reduce((sum, row) => sum + Number(row[4]), 0);
        // 20,000 in, 10,000 into the project, 4,000 paid out: the wallet holds 6,000.
        expect({ opening, changes, closing }).toEqual({ opening: 0, changes: 6000, closing: 6000 });
      });

      await test.step('5. completed, the investment stays under Completed with its certificate', async () => {
        await ok(await request.post(`/api/project/${project._id}/complete`, { headers: bearer(adminToken) }), 'complete');
        await page.goto(`/profile?lng=${lng}`);
        const completed = page.getByRole('region', { name: text(lng, 'profile.holdings.completed'), exact: true });
        await expect(completed.getByRole('link', { name: title })).toBeVisible();
        await expect(completed).toContainText(bdt(10_000));
        await expect(completed.getByRole('button', { name: `${text(lng, 'profile.holdings.certificate.button')}: ${title}` })).toBeVisible();
        await completed.scrollIntoViewIfNeeded();
        await shot(page, testInfo, 'completed-holding', lng);
        await expectNoSidewaysScroll(page, testInfo, 'profile after completion');
        const check = await ok<LedgerCheckResponse>(await request.get('/api/ledger/check', { headers: bearer(adminToken) }), 'ledger check');
        expect(check.mismatches).toEqual([]);
      });
    } finally {
      await archiveProject(request, adminToken, project._id);
    }
  });
}
