// The administrator's journey through the dashboard, against the real built app and API: reviewing
// deposits (in Bengali), then creating a project and allocating funds to it (in English).
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { archiveProject, createDeposit, createInvestor, openAdminTab, pngFile, projectByTitle, signInThroughForm, storedToken, moneyOf } from './admin-helpers';
import { signInAdminThroughForm } from './admin-two-factor';
import { saveScreenshot } from './helpers';

/** The investment list's cards: the items with a project's heading (the payment account changes above them are a list too). */
const projectCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

/** At 1280 px the English header's links and buttons sit on one row: their tops differ by less than a line. */
async function expectHeaderOnOneRow(page: Page): Promise<void> {
  const tops = await page
    .getByRole('banner')
    .locator('a:visible, button:visible, select:visible, [role="combobox"]:visible')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2)));
  expect(tops.length).toBeGreaterThan(3);
  expect(Math.max(...tops) - Math.min(...tops), `header item middles: ${tops.join(', ')}`).toBeLessThan(12);
}

/**
 * /admin (spec section 2, "Admin layout with the investment list"): the dashboard's header and sidebar
 * around the title, subtitle and project cards of /investment/all; not the dashboard's projects table.
 */
async function expectAdminInvestmentList(page: Page, testInfo: TestInfo): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Project' })).toBeVisible();
  if (testInfo.project.name === 'phone') {
    await expect(page.getByRole('button', { name: 'Open admin menu' })).toBeVisible();
  } else {
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(sidebar.getByRole('tab', { name: 'Projects', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('tab', { selected: true })).toHaveCount(0);
    await expectHeaderOnOneRow(page);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Investment projects' })).toBeVisible();
  await expect(page.getByText('Asset-backed, Shariah-compliant projects open for investment. Prices are in BDT per unit.')).toBeVisible();
  const firstCard = projectCards(page).first();
  await expect(firstCard.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(firstCard.getByRole('link')).toHaveAttribute('href', /^\/investments\/details\/[^/]+$/);
  await expect(firstCard).toContainText('/ unit');
  await expect(page.getByRole('table')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'admin-investment-list-en');
}

/** The <dd> that follows a <dt> in a description list (profile totals, review summary). */
const valueOf = (scope: Locator, term: string) => scope.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

test("deposits (bn): admin approves one and rejects one; the investor's wallet grows by the approved amount only", async ({ page, request }, testInfo) => {
  // Sign-up, mail code, two uploads and two reviews: more than the default 30 s on a slow machine.
  test.setTimeout(90_000);
  // Two pending deposits from a fresh investor, made through the API calls the deposit screen uses.
  const investor = await createInvestor(request, 'admin-journey');
  await createDeposit(request, investor, 1500);
  await createDeposit(request, investor, 2500);
  expect(await moneyOf(request, investor.token)).toEqual({ available: 0, invested: 0 });

  // A signed-out visit to the dashboard goes to /signin and comes back to the same tab afterwards.
  await page.goto('/admin/dashboard?tab=deposits&lng=bn');
  await signInAdminThroughForm(page, testInfo, 'bn', request);
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=deposits/);
  await expect(page.getByRole('heading', { level: 1, name: 'অ্যাডমিন ড্যাশবোর্ড' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'টাকা জমা', exact: true })).toBeVisible();
  // The tab opens on Pending (issue 15); beside it, the count waiting for a decision (other specs add some too).
  await expect(page.getByRole('combobox', { name: 'অবস্থা' })).toHaveValue('pending');
  if (testInfo.project.name !== 'phone') {
    await expect(page.getByRole('navigation', { name: 'অ্যাডমিন বিভাগ' }).getByRole('tab', { name: /^টাকা জমা, [০-৯]+টির যাচাই চলছে$/ })).toBeVisible();
  }

  // Other specs may add deposits too: only this investor's rows are looked at, told apart by amount.
  // Phones show one card per deposit; wider screens a table.
  const phone = testInfo.project.name === 'phone';
  const table = page.getByRole(phone ? 'list' : 'table', { name: 'টাকা জমা, নতুনগুলো আগে' });
  const rowOf = (amount: string) =>
    table
      .getByRole(phone ? 'listitem' : 'row')
      .filter({ hasText: investor.email })
      .filter({ hasText: amount });
  const approvedRow = rowOf('১,৫০০ টাকা');
  const rejectedRow = rowOf('২,৫০০ টাকা');
  await expect(approvedRow).toContainText('যাচাই চলছে');
  await expect(rejectedRow).toContainText('যাচাই চলছে');
  await expect(approvedRow.locator('img')).toHaveJSProperty('complete', true);
  await saveScreenshot(page, testInfo, 'admin-deposits-bn');

  // Approve 1,500: review, approve, then confirm.
  await approvedRow.getByRole('button', { name: `${investor.fullname}-এর ১,৫০০ টাকা জমা পর্যালোচনা করুন` }).click();
  const dialog = page.getByRole('dialog', { name: 'টাকা জমা পর্যালোচনা' });
  await expect(valueOf(dialog, 'পরিমাণ')).toHaveText('১,৫০০ টাকা');
  await expect(valueOf(dialog, 'বিনিয়োগকারী')).toContainText(investor.email);
  await saveScreenshot(page, testInfo, 'admin-review-dialog-bn');
  await dialog.getByRole('button', { name: 'অনুমোদন', exact: true }).click();
  await expect(dialog).toContainText(`${investor.fullname}-এর ১,৫০০ টাকা অনুমোদন করবেন?`);
  await dialog.getByRole('button', { name: 'অনুমোদন নিশ্চিত করুন' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('টাকা জমা অনুমোদিত হয়েছে।')).toBeVisible();
  // The list refreshes: the approved deposit leaves the Pending list (its status is checked under All below).
  await expect(approvedRow).toHaveCount(0);

  // Reject 2,500: a reason is required, and the table then shows it.
  await rejectedRow.getByRole('button', { name: `${investor.fullname}-এর ২,৫০০ টাকা জমা পর্যালোচনা করুন` }).click();
  await expect(valueOf(dialog, 'পরিমাণ')).toHaveText('২,৫০০ টাকা');
  await dialog.getByRole('button', { name: 'প্রত্যাখ্যান', exact: true }).click();
  await dialog.getByRole('button', { name: 'প্রত্যাখ্যান নিশ্চিত করুন' }).click();
  await expect(dialog.getByText('টাকা জমাটি কেন প্রত্যাখ্যান করছেন, তা লিখুন।')).toBeVisible();
  // A common reason fills the reason in both languages (issue 18); the Bengali one is then edited.
  await dialog.getByRole('button', { name: 'স্ক্রিনশটটি পড়া যাচ্ছে না।' }).click();
  await expect(dialog.getByRole('textbox', { name: 'কারণ (ইংরেজিতে)' })).toHaveValue('The screenshot is unreadable.');
  await expect(dialog.getByRole('textbox', { name: 'কারণ (বাংলায়)' })).toHaveValue('স্ক্রিনশটটি পড়া যাচ্ছে না।');
  const reason = 'স্ক্রিনশটে লেনদেনের নম্বর পড়া যাচ্ছে না';
  await dialog.getByRole('textbox', { name: 'কারণ (বাংলায়)' }).fill(reason);
  await saveScreenshot(page, testInfo, 'admin-reject-dialog-bn');
  await dialog.getByRole('button', { name: 'প্রত্যাখ্যান নিশ্চিত করুন' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('টাকা জমা প্রত্যাখ্যাত হয়েছে।')).toBeVisible();
  await expect(rejectedRow).toHaveCount(0);
  // Under All: approved (no longer reviewable) and rejected with the reason.
  await page.getByRole('combobox', { name: 'অবস্থা' }).selectOption('all');
  await expect(approvedRow).toContainText('অনুমোদিত');
  await expect(approvedRow.getByRole('button', { name: /পর্যালোচনা করুন/ })).toHaveCount(0);
  await expect(rejectedRow).toContainText('প্রত্যাখ্যাত');
  await expect(rejectedRow).toContainText(`মন্তব্য: ${reason}`);
  await saveScreenshot(page, testInfo, 'admin-deposits-reviewed-bn');

  // The server credited the approved amount only, to the wallet (MONEY.md): nothing is invested yet.
  expect(await moneyOf(request, investor.token)).toEqual({ available: 1500, invested: 0 });

  // The investor signs in on the same browser (the admin's stored session dropped) and opens the profile.
  await page.evaluate(() => localStorage.removeItem('token'));
  // Signed out, the profile shows 'Authentication Required' in place; its Log In comes back here.
  await page.goto('/profile?lng=bn');
  await page.getByRole('main').getByRole('link', { name: 'সাইন ইন' }).click();
  await signInThroughForm(page, 'bn', investor.email, investor.password);
  await expect(page).toHaveURL(/\/profile/);
  // The portfolio at the top of the profile holds the balances.
  const portfolio = page.getByRole('region', { name: 'আমার বিনিয়োগ' });
  await expect(valueOf(portfolio, 'ব্যবহারযোগ্য ব্যালেন্স')).toHaveText('১,৫০০ টাকা');
  await expect(valueOf(portfolio, 'মোট বিনিয়োগ')).toHaveText('০ টাকা');
  await saveScreenshot(page, testInfo, 'investor-profile-after-review-bn');
});

test.describe('projects and fund (en)', () => {
  let title = '';
  let adminToken: string | null = null;

  // The public list is counted by other specs: the project made here never outlives its test.
  test.afterEach(async ({ request }) => {
    const project = adminToken ? await projectByTitle(request, title) : undefined;
    if (project && adminToken) await archiveProject(request, adminToken, project._id);
  });

  test('admin creates a project with images, sees it listed publicly, and allocates funds to it', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    // Unique per run and viewport, so rows and cards are never confused with another run's.
    title = `E2E Orchard ${testInfo.project.name} ${Date.now()}`;
    await page.goto('/admin?lng=en');
    await signInAdminThroughForm(page, testInfo, 'en', request);
    await expect(page).toHaveURL(/\/admin(\?lng=en)?$/);
    await expectAdminInvestmentList(page, testInfo);
    adminToken = await storedToken(page);

    await page.getByRole('link', { name: 'Add Project' }).click();
    await expect(page).toHaveURL(/\/admin\/project\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Project' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Price (BDT)' }).fill('50000');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('A date-palm orchard in Jessore run under musharakah: investors share the harvest profit and any loss in proportion to their units.');
    await page.getByRole('textbox', { name: 'Target Achieved (%)' }).fill('40');
    await page.getByRole('textbox', { name: 'Location' }).fill('Jessore');
    await page.getByRole('textbox', { name: 'Profit Ratio (%)' }).fill('12');
    await page.getByRole('textbox', { name: 'Raised Amount (BDT)' }).fill('200000');
    // The fund tab invests in it, so it needs a funding target (without one it is a showcase).
    await page.getByRole('textbox', { name: 'Funding Target (BDT)' }).fill('50,00,000');
    await page.getByRole('textbox', { name: 'Investment Options (BDT)' }).fill('50000, 100000');

    // The pickers' native inputs are hidden behind buttons; files are set on them directly.
    await page.getByLabel('Default image file').setInputFiles(await pngFile('orchard-cover.png', '#2e7d32'));
    await expect(page.getByRole('img', { name: 'Default image preview: orchard-cover.png' })).toBeVisible();
    await page.getByLabel('Gallery image files').setInputFiles([await pngFile('orchard-1.png', '#f9a825'), await pngFile('orchard-2.png', '#6d4c41')]);
    await expect(page.getByRole('list', { name: 'Chosen gallery images' }).getByRole('listitem')).toHaveCount(2);
    await saveScreenshot(page, testInfo, 'admin-project-form-en');

    await page.getByRole('button', { name: 'Create Project' }).click();
    // Saved: back on the projects tab, with the new row.
    await expect(page.getByText('Project created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=projects$/);
    // A table row on a desktop; on a phone one card per project (issue 18).
    const projectRow =
      testInfo.project.name === 'phone'
        ? page.getByRole('list', { name: 'Projects' }).getByRole('listitem').filter({ hasText: title })
        : page.getByRole('table', { name: 'Projects' }).getByRole('row').filter({ hasText: title });
    await expect(projectRow).toContainText('৳2,00,000');
    const saved = await projectByTitle(request, title);
    expect(saved?.raisedAmount).toBe(200000);

    // The admin investment list shows it too, newest first, inside the admin layout.
    await page.goto('/admin');
    await expectAdminInvestmentList(page, testInfo);
    await expect(projectCards(page).first().getByRole('heading', { level: 3 })).toHaveText(title);

    // The public list shows it with its uploaded cover; its page offers the gallery.
    await page.goto('/investment/all');
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
    await card.scrollIntoViewIfNeeded(); // the cover loads lazily
    // The card picks a width variant of the upload (srcset), so the decoded image is checked by its
    // source: the uploaded cover's own key under /images/{width}/.
    const coverKey = new URL(saved?.defaultImage ?? '', page.url()).pathname.replace(/^\/uploads\//, '');
    const cover = card.locator('img').first();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : '')))
      .toMatch(new RegExp(`^/(images/\\d+|uploads)/${coverKey.replace(/[.]/g, '\\.')}$`));
    await saveScreenshot(page, testInfo, 'projects-with-new-project-en');
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The details page shows the gallery (both images), not the cover.
    await expect(page.getByRole('button', { name: 'Show image 2' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show image 3' })).toHaveCount(0);

    // Fund tab: allocate ৳25,000 and see the raised amount grow from ৳2,00,000 to ৳2,25,000.
    await page.goto('/admin/dashboard');
    await openAdminTab(page, testInfo, { menu: 'Open admin menu', tab: 'Fund' });
    const projectSelect = page.getByRole('combobox', { name: 'Project' });
    await projectSelect.selectOption({ label: title });
    await expect(page.getByText('Raised so far: ৳2,00,000')).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount (BDT)' }).fill('25000');
    await expect(page.getByText('You are allocating ৳25,000.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'admin-fund-en');
    await page.getByRole('button', { name: 'Allocate Funds' }).click();
    await expect(page.getByText('Investment allocated successfully')).toBeVisible();
    // The app then returns to the dashboard's first tab; the tab is chosen again only after that.
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();

    await openAdminTab(page, testInfo, { menu: 'Open admin menu', tab: 'Fund' });
    await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: title });
    await expect(page.getByText('Raised so far: ৳2,25,000')).toBeVisible();
    await openAdminTab(page, testInfo, { menu: 'Open admin menu', tab: 'Projects' });
    await expect(projectRow).toContainText('৳2,25,000');
    await saveScreenshot(page, testInfo, 'admin-projects-after-fund-en');
  });
});
