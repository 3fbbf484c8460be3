// Issue 18: an administrator creates a promotion, edits it (Bengali texts, then an end date in the
// past), and removes it, against the real built app and API; visitors see each change on /promotions.
// Screenshots of the admin tab and the public page in English and Bengali are kept as artifacts.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { pngFile } from './admin-helpers';
import { openAsSignedInAdmin } from './admin-two-factor';
import { saveScreenshot, text } from './helpers';
import { dateField, typeDate } from './date-input';

const TAB = '/admin/dashboard?tab=promotions';
/** A Dhaka day `days` from today, 'YYYY-MM-DD' (Bangladesh is UTC+6 all year). */
const dhakaDay = (days: number) => new Date(Date.now() + 6 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

const cardOf = (page: Page, company: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: company, exact: true }) });

/** No element of the page is wider than the screen (a clipped card or a long name pushing it). */
async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

async function screenshots(page: Page, testInfo: TestInfo, company: string, companyBn: string): Promise<void> {
  for (const lng of ['en', 'bn'] as const) {
    await page.goto(`${TAB}&lng=${lng}`);
    await expect(cardOf(page, lng === 'bn' ? companyBn : company)).toBeVisible();
    await expectNoSideways(page);
    await saveScreenshot(page, testInfo, `promotions-admin-tab-${lng}`);
    await page.goto(`/promotions?lng=${lng}`);
    await expect(cardOf(page, lng === 'bn' ? companyBn : company)).toBeVisible();
    await expectNoSideways(page);
    await saveScreenshot(page, testInfo, `promotions-public-${lng}`);
  }
}

test('admin creates, edits, ends and removes a promotion; /promotions follows each step', async ({ page, request }, testInfo) => {
  // Two-factor sign-in, an upload and four saves: more than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  const company = `Amanah Travels ${testInfo.project.name} ${Date.now().toString(36)}`;
  const companyBn = `আমানাহ ট্রাভেলস ${testInfo.project.name}`;
  const offerBn = 'আমাদের বিনিয়োগকারীদের জন্য হজ প্যাকেজে ১০% ছাড়';

  // Create: no error before a try; the dimmed button, clicked, says what is missing.
  await openAsSignedInAdmin(page, testInfo, request, '/admin/promotion/create?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Promotion' })).toBeVisible();
  await expect(page.getByText('Missing Image')).toHaveCount(0);
  const create = page.getByRole('button', { name: 'Create Discount Banner' });
  await expect(create).toHaveAttribute('aria-disabled', 'true');
  // Playwright will not click an aria-disabled button by itself; a person (mouse, screen reader) can.
  await create.click({ force: true });
  await expect(page.getByText('Missing Image')).toBeVisible();
  await expect(page.getByText('Missing Company Name')).toBeVisible();

  await page.getByRole('textbox', { name: /^Company Name/ }).fill(company);
  await page.getByRole('textbox', { name: 'Offer text (optional)' }).fill('10% off Hajj packages for our investors');
  await page.getByLabel('Banner image file').setInputFiles(await pngFile('travel.png', '#00695c'));
  await expect(page.getByText('Image uploaded successfully')).toBeVisible();
  await create.click();
  await expect(page.getByText('Promotion created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=promotions/);
  const card = cardOf(page, company);
  await expect(card).toContainText('10% off Hajj packages for our investors');

  // Edit: the Bengali texts.
  await card.getByRole('link', { name: `Edit ${company}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit promotion' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Company Name/ })).toHaveValue(company);
  await page.getByRole('textbox', { name: 'Company name (Bengali)' }).fill(companyBn);
  await page.getByRole('textbox', { name: 'Offer text (Bengali)' }).fill(offerBn);
  await page.getByRole('button', { name: 'Save promotion' }).click();
  await expect(page.getByText('Promotion updated')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=promotions/);

  // Visitors in Bengali see the Bengali texts.
  await page.goto('/promotions?lng=bn');
  await expect(cardOf(page, companyBn)).toContainText(offerBn);
  await screenshots(page, testInfo, company, companyBn);

  // An end date in the past: gone for visitors, still in the admin tab marked Ended.
  await page.goto(`${TAB}&lng=en`);
  await cardOf(page, company)
    .getByRole('link', { name: `Edit ${company}` })
    .click();
  await typeDate(dateField(page, 'End date (optional)'), dhakaDay(-1));
  await page.getByRole('button', { name: 'Save promotion' }).click();
  await expect(page.getByText('Promotion updated')).toBeVisible();
  const ended = cardOf(page, company);
  await expect(ended.getByText('Ended', { exact: true })).toBeVisible();
  if (testInfo.project.name === 'phone') await saveScreenshot(page, testInfo, 'promotions-admin-tab-ended-en');
  const publicList = (await (await request.get('/api/discounts')).json()) as { discounts: Array<{ company: string }> };
  expect(publicList.discounts.map((d) => d.company)).not.toContain(company);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(cardOf(page, company)).toHaveCount(0);

  // Remove, after the confirmation says what follows.
  await page.goto(TAB);
  await cardOf(page, company)
    .getByRole('button', { name: `Remove ${company}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Remove “${company}”?` });
  await expect(dialog).toContainText(text('en', 'admin.promotionEdit.removeText'));
  await dialog.getByRole('button', { name: 'Remove promotion' }).click();
  await expect(page.getByText('Promotion removed')).toBeVisible();
  await expect(cardOf(page, company)).toHaveCount(0);
});
