// Issue 16's journey, against the real built app and API: two investors hold ৳60,000 and ৳40,000 of a
// project whose investors' share is 70%. In the Distributions tab the admin previews and posts a
// ৳10,000 profit for today (৳4,200 and ৳2,800, the company ৳3,000), is refused the same period again,
// reverses it, then posts a ৳5,000 loss for the freed day (৳3,000 and ৳2,000). The figures and the
// books follow; completing the project returns ৳57,000 and ৳38,000, and each investor's statement (PDF and
// CSV, the first through the profile) shows every line. In English and Bengali, desktop and phone.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { ProjectDto, UserDto } from '../../src/shared/api-types';
import { formatBdt } from '../../src/shared/format';
import type { LedgerCheckResponse, TransactionListResponse } from '../../src/shared/money-types';
import { archiveProject, createDeposit, createInvestor, openAdminTab, openWithToken, type Investor } from './admin-helpers';
import { adminSessionToken } from './admin-two-factor';
import { type Lng, saveScreenshot, text, textPattern, twoRuns } from './helpers';
import { downloadStatementsFromProfile, statementCsvRows, statementPdfText, statementsFromApi, type StatementFiles } from './statement-helpers';
import { dateField, typeDate } from './date-input';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const D = 'admin.distributions';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Today in Bangladesh time (UTC+6), the calendar the server counts a period's days in. */
const bangladeshToday = () => new Date(Date.now() + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** An investor with `amount` approved in the wallet, all of it invested in the project (today). */
async function investorHolding(request: APIRequestContext, adminToken: string, projectId: string, label: string, amount: number): Promise<Investor> {
  const investor = await createInvestor(request, label);
  const depositId = await createDeposit(request, investor, amount);
  await ok(await request.put(`/api/deposit/${depositId}`, { headers: bearer(adminToken), data: { status: 'approved' } }), 'approve');
  const idempotencyKey = `e2e-dist-${label}-${Date.now()}`;
  await ok(await request.post('/api/investment', { headers: bearer(investor.token), data: { projectId, amount, idempotencyKey } }), 'invest');
  return investor;
}

async function figuresOf(request: APIRequestContext, investor: Investor) {
  const { user } = await ok<{ user: UserDto }>(await request.get('/api/auth/user', { headers: bearer(investor.token) }), 'me');
  return { available: user.availableBalance, invested: user.totalInvestment, profit: user.totalProfit, loss: user.totalLoss };
}

/** On a phone nothing may scroll sideways: every card and figure fits the 390 px width. */
async function expectNoSidewaysScroll(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name !== 'phone') return;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'sideways scroll on a phone').toBeLessThanOrEqual(0);
}

/** Fills the distribution form for a one-day period and asks for the preview. */
async function previewOneDay(page: Page, lng: Lng, day: string, kind: 'profit' | 'loss', amount: string): Promise<void> {
  const form = page.getByRole('form', { name: text(lng, `${D}.formLabel`) });
  await typeDate(dateField(form, new RegExp(`^${text(lng, `${D}.periodStart`)}`)), day);
  await typeDate(dateField(form, new RegExp(`^${text(lng, `${D}.periodEnd`)}`)), day);
  await form.getByRole('radio', { name: text(lng, `${D}.kinds.${kind}`) }).check();
  await form.getByRole('textbox', { name: new RegExp(`^${text(lng, `${D}.amount`).replace(/[()]/g, '\\$&')}`) }).fill(amount);
  await form.getByRole('button', { name: text(lng, `${D}.preview`) }).click();
}

/** Bengali digits, as the statement writes days and amounts for a Bengali-speaking investor. */
const bengaliDigits = (value: string) => value.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

/**
 * What an investor's statement for this month must show, in their language (the journey's investors
 * signed up in Bengali): each row as [description, reference, direction, amount, wallet change, balance].
 */
function expectedStatementRows(title: string, day: string, profitReference: string, { capital, profit, loss }: { capital: number; profit: number; loss: number }) {
  const period = bengaliDigits(`${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`);
  return [
    ['শুরুর ব্যালেন্স', '', '', '', '', '0'],
    ['টাকা জমা অনুমোদিত', expect.stringMatching(/^DEP-/), 'in', `${capital}`, `${capital}`, `${capital}`],
    [`${title}-এ বিনিয়োগ`, expect.stringMatching(/^INV-/), 'out', `${capital}`, `-${capital}`, '0'],
    [`${title} থেকে মুনাফা (${period})`, profitReference, 'in', `${profit}`, `${profit}`, `${profit}`],
    [`${title} থেকে মুনাফা ফেরত নেওয়া হয়েছে (${period})`, profitReference, 'out', `${profit}`, `-${profit}`, '0'],
    // A loss takes from the holding, not the wallet: it is no line (the totals show it).
    [`${title} থেকে মূলধন ফেরত`, expect.any(String), 'in', `${capital - loss}`, `${capital - loss}`, `${capital - loss}`],
    ['শেষের ব্যালেন্স', '', '', '', '', `${capital - loss}`],
  ];
}

interface StatementCase {
  investor: Investor;
  title: string;
  period: { from: string; to: string };
  /** The profit's distribution reference (DIS-…), also on its reversal. */
  reference: string;
  figures: { capital: number; profit: number; loss: number };
}

/** Both files show the lines: the CSV row by row, the PDF's text (pdftotext) its figures and references. */
function expectStatement(files: StatementFiles, testInfo: TestInfo, name: string, { investor, title, period, reference, figures }: StatementCase): void {
  const rows = statementCsvRows(files.csv, period);
  expect(rows).toEqual(expectedStatementRows(title, period.to, reference, figures));
  const pdf = statementPdfText(files.pdf, testInfo, name);
  if (pdf === null) return;
  // pdftotext gives Bengali vowel signs in drawn order, so the words are not compared; names, digits and references are.
  expect(pdf).toContain(investor.fullname);
  expect(pdf).toContain(bengaliDigits(`${period.from.slice(8, 10)}/${period.from.slice(5, 7)}/${period.from.slice(0, 4)}`));
  const money = (bdt: number) => bengaliDigits(new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(bdt));
  for (const figure of [figures.capital, figures.profit, figures.loss, figures.capital - figures.loss]) expect(pdf, `${name}: ${money(figure)}`).toContain(money(figure));
  expect(pdf).toContain(reference);
  // The profit and its reversal (the loss is no wallet line); the deposit and the investment have their own.
  expect(pdf.match(/DIS-[A-Z0-9]{8}/g)?.length, `${name}: distribution references`).toBe(2);
  expect(pdf).toMatch(/DEP-[A-Z0-9]{8}/);
  expect(pdf).toMatch(/INV-[A-Z0-9]{8}/);
}

for (const lng of ['en', 'bn'] as const) {
  test(`distribution journey (${lng}): profit previewed and posted, refused again, reversed, a loss posted, the project completed`, async ({ page, request }, testInfo) => {
    twoRuns(lng, testInfo);
    test.setTimeout(120_000);
    const bdt = (amount: number) => formatBdt(amount, lng);
    const adminToken = await adminSessionToken(request, testInfo);
    const title = `Sharing farm ${lng} ${testInfo.project.name} ${Date.now()}`;
    const { project } = await ok<{ project: ProjectDto }>(
      await request.post('/api/project', {
        headers: bearer(adminToken),
        data: {
          title,
          price: '1000',
          description: 'A project made by the distribution journey: its profit and loss are shared, then it is completed and removed. ',
          targetAchieved: 0,
          location: 'Savar, Dhaka',
          profitRatio: 12,
          roi: 12,
          raisedAmount: 0,
          // It takes investments, so it has a funding target (a project without one is a showcase).
          fundingTarget: 1_000_000,
          investorSharePercent: 70,
          investmentOptions: [1000],
          defaultImage: 'https://cdn.example.com/farm.jpg',
          galleryImages: ['https://cdn.example.com/farm.jpg'],
        },
      }),
      'create project',
    );
    try {
      // Side by side: each is a sign-up by mail code, an upload, an approval and an investment.
      const [big, small] = await Promise.all([
        investorHolding(request, adminToken, project._id, `dist-a-${lng}-${testInfo.project.name}`, 60_000),
        investorHolding(request, adminToken, project._id, `dist-b-${lng}-${testInfo.project.name}`, 40_000),
      ]);
      const today = bangladeshToday();

      await openWithToken(page, adminToken, `/admin/dashboard?lng=${lng}`);
      await openAdminTab(page, testInfo, { menu: text(lng, 'admin.shell.openMenu'), tab: text(lng, 'admin.tabs.distributions') });
      await page.getByRole('combobox', { name: text(lng, `${D}.project`) }).selectOption({ label: title });
      await expect(page.getByText(text(lng, `${D}.none`))).toBeVisible();

      // Profit ৳10,000 for today: the pool is 70% (৳7,000) shared 60:40, the company keeps ৳3,000.
      await previewOneDay(page, lng, today, 'profit', lng === 'bn' ? '১০,০০০' : '10000');
      const preview = page.getByRole('region', { name: text(lng, `${D}.previewTitle`) });
      await expect(preview).toBeVisible();
      const lines = preview.getByRole('list', { name: text(lng, `${D}.linesLabel`) });
      await expect(lines.getByRole('listitem').filter({ hasText: big.fullname })).toContainText(bdt(4_200));
      await expect(lines.getByRole('listitem').filter({ hasText: small.fullname })).toContainText(bdt(2_800));
      const companyShare = preview
        .getByRole('term')
        .filter({ hasText: text(lng, `${D}.companyShare`) })
        .locator('xpath=following-sibling::dd[1]');
      await expect(companyShare).toHaveText(bdt(3_000));
      await expectNoSidewaysScroll(page, testInfo);
      await saveScreenshot(page, testInfo, `distribution-preview-${lng}`);

      await preview.getByRole('button', { name: text(lng, `${D}.confirm.profit`) }).click();
      const done = page.getByRole('alert').filter({ hasText: textPattern(lng, `${D}.posted.profit`) });
      await expect(done).toContainText(bdt(10_000));
      const reference = /DIS-[A-Z0-9]{8}/.exec((await done.textContent()) ?? '')?.[0];
      expect(reference, 'the posted reference').toBeTruthy();
      await expectNoSidewaysScroll(page, testInfo);
      await saveScreenshot(page, testInfo, `distribution-done-${lng}`);
      expect(await figuresOf(request, big)).toEqual({ available: 4_200, invested: 60_000, profit: 4_200, loss: 0 });

      // The same day again is refused, in words the admin understands.
      await done.getByRole('button', { name: text(lng, `${D}.new`) }).click();
      await previewOneDay(page, lng, today, 'profit', '10000');
      await expect(page.getByText(text(lng, `${D}.refusals.PERIOD_ALREADY_DISTRIBUTED`))).toBeVisible();

      // Reversed with a reason: the day is free again and the profit is taken back.
      await page.getByRole('button', { name: text(lng, `${D}.reverse.label`, { reference: reference! }) }).click();
      const dialog = page.getByRole('dialog', { name: text(lng, `${D}.reverse.title`, { reference: reference! }) });
      await dialog.getByRole('textbox', { name: new RegExp(`^${text(lng, `${D}.reverse.reason`)}`) }).fill('Posted for the wrong period');
      await dialog.getByRole('button', { name: text(lng, `${D}.reverse.submit`) }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(textPattern(lng, `${D}.reversedOn`))).toBeVisible();
      await expect(page.getByRole('button', { name: text(lng, `${D}.reverse.label`, { reference: reference! }) })).toHaveCount(0);
      expect(await figuresOf(request, big)).toEqual({ available: 0, invested: 60_000, profit: 0, loss: 0 });

      // A loss of ৳5,000 for the same day: all of it borne by the holders, 60:40.
      await previewOneDay(page, lng, today, 'loss', '5000');
      await expect(lines.getByRole('listitem').filter({ hasText: big.fullname })).toContainText(bdt(3_000));
      await expect(lines.getByRole('listitem').filter({ hasText: small.fullname })).toContainText(bdt(2_000));
      await expect(companyShare).toHaveText(bdt(0));
      await preview.getByRole('button', { name: text(lng, `${D}.confirm.loss`) }).click();
      await expect(page.getByRole('alert').filter({ hasText: textPattern(lng, `${D}.posted.loss`) })).toContainText(/DIS-[A-Z0-9]{8}/);

      expect(await figuresOf(request, big)).toEqual({ available: 0, invested: 57_000, profit: 0, loss: 3_000 });
      expect(await figuresOf(request, small)).toEqual({ available: 0, invested: 38_000, profit: 0, loss: 2_000 });
      const check = await ok<LedgerCheckResponse>(await request.get('/api/ledger/check', { headers: bearer(adminToken) }), 'ledger check');
      expect(check.mismatches).toEqual([]);
      const books = page.getByRole('status').filter({ hasText: text(lng, 'admin.ledger.ok').split('{{')[0]! });
      await expect(books).toBeVisible();

      // Completing the project gives each holder the capital the loss left.
      await page.goto(`/admin/dashboard?tab=projects&lng=${lng}`);
      await page.getByRole('button', { name: text(lng, 'admin.projects.completeLabel', { title }) }).click();
      const complete = page.getByRole('dialog', { name: text(lng, 'admin.projects.completeTitle', { title }) });
      await complete.getByRole('button', { name: text(lng, 'admin.projects.confirmComplete') }).click();
      await expect(page.getByText(text(lng, 'admin.projects.completedToast', { title, amount: bdt(95_000) }))).toBeVisible();
      expect(await figuresOf(request, big)).toEqual({ available: 57_000, invested: 0, profit: 0, loss: 3_000 });
      expect(await figuresOf(request, small)).toEqual({ available: 38_000, invested: 0, profit: 0, loss: 2_000 });
      // The investor's transactions name each movement of the wallet, newest first (a loss moves only the holding).
      const { transactions } = await ok<TransactionListResponse>(await request.get('/api/investment/transactions', { headers: bearer(small.token) }), 'transactions');
      expect(transactions.map((t) => [t.kind, t.direction, t.amount])).toEqual([
        ['capital_returned', 'in', 38_000],
        ['profit_reversed', 'out', 2_800],
        ['profit', 'in', 2_800],
        ['investment', 'out', 40_000],
        ['deposit', 'in', 40_000],
      ]);
      const { project: completed } = await ok<{ project: ProjectDto }>(await request.get(`/api/project/${project._id}`), 'project');
      expect(completed.status).toBe('completed');
      await page.goto(`/investments/details/${project._id}?lng=${lng}`);
      await expect(page.getByText(text(lng, 'projects.completed'), { exact: true })).toBeVisible();

      // The completed project's loss is still listed, but no longer offered for reversal.
      await page.goto(`/admin/dashboard?tab=distributions&lng=${lng}`);
      await page.getByRole('combobox', { name: text(lng, `${D}.project`) }).selectOption({ label: text(lng, `${D}.completedProject`, { title }) });
      const past = page.getByRole('region', { name: text(lng, `${D}.pastTitle`) });
      await expect(past.getByRole('listitem')).toHaveCount(2);
      await expect(past.getByRole('button', { name: text(lng, `${D}.reverse.open`) })).toHaveCount(0);

      // Issue 16's "done when": each investor downloads a statement PDF and CSV showing these lines. The
      // first does it on the profile as a person would (This month, the default); the second through the
      // API, the same files, fetched meanwhile to keep this journey's time down.
      await test.step("each investor's statement", async () => {
        const period = { from: `${today.slice(0, 8)}01`, to: today };
        const smallFiles = statementsFromApi(request, small.token, period);
        await openWithToken(page, big.token, `/profile?lng=${lng}`);
        const bigFiles = await downloadStatementsFromProfile(page, lng, period);
        await expectNoSidewaysScroll(page, testInfo);
        const section = page.getByRole('region', { name: text(lng, 'profile.statement.title') });
        // Centred, so the sticky header does not cover its top in the picture.
        await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await section.screenshot({ path: testInfo.outputPath(`statement-section-${lng}-${testInfo.project.name}.png`) });
        expectStatement(bigFiles, testInfo, `statement-big-${lng}`, {
          investor: big,
          title,
          period,
          reference: reference!,
          figures: { capital: 60_000, profit: 4_200, loss: 3_000 },
        });
        expectStatement(await smallFiles, testInfo, `statement-small-${lng}`, {
          investor: small,
          title,
          period,
          reference: reference!,
          figures: { capital: 40_000, profit: 2_800, loss: 2_000 },
        });
      });
    } finally {
      await archiveProject(request, adminToken, project._id);
    }
  });
}
