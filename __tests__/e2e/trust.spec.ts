// Issue 18 (trust), against the real built app and API: an admin edits the company section and adds a
// Shariah advisor in the Settings tab; a visitor follows the footer link to Shariah governance in
// Bengali and sees them; sign-up refuses to go on without the 18+ and terms tick.
import { expect, test, type Page } from '@playwright/test';
import { openAsSignedInAdmin } from './admin-two-factor';
import { saveScreenshot, text } from './helpers';

const settingsPanel = (page: Page) => page.getByRole('tabpanel');

test('admin edits the company section and adds an advisor; a visitor sees both on the Bengali governance page', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const licence = `TRAD/DNCC/${Date.now() % 1_000_000}/2026`;
  const advisorName = `E2E Advisor ${stamp}`;
  const advisorNameBn = `পরীক্ষার উপদেষ্টা ${stamp}`;

  await openAsSignedInAdmin(page, testInfo, request, '/admin/dashboard?tab=settings&lng=en');
  const panel = settingsPanel(page);
  await expect(panel.getByRole('heading', { level: 2, name: 'Settings', exact: true })).toBeVisible();

  // The company section: the seeded details are filled in; a new licence number is saved.
  const company = panel.getByRole('form', { name: 'Company' });
  await expect(company.getByRole('textbox', { name: 'Legal name', exact: false }).first()).toHaveValue('Halal Invest Limited');
  await company.getByRole('textbox', { name: 'Trade licence number' }).fill(licence);
  await company.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByText('Company details saved')).toBeVisible();
  await saveScreenshot(page, testInfo, 'settings-tab-en');

  // A new advisor, in both languages.
  await panel.getByRole('button', { name: 'Add advisor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Shariah advisor' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(advisorName);
  await dialog.getByRole('textbox', { name: 'Name (Bengali)' }).fill(advisorNameBn);
  await dialog.getByRole('textbox', { name: 'Credentials', exact: true }).fill('Master’s in Islamic Finance');
  await dialog.getByRole('textbox', { name: 'Credentials (Bengali)' }).fill('ইসলামী ফাইন্যান্সে মাস্টার্স');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('list', { name: 'Shariah advisors' }).getByText(advisorName)).toBeVisible();

  // A visitor (no session) in Bengali: footer link → the governance page with both changes.
  const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await visitor.goto('/?lng=bn');
  await visitor
    .getByRole('contentinfo')
    .getByRole('link', { name: text('bn', 'footer.shariahGovernance') })
    .click();
  await expect(visitor).toHaveURL(/\/shariah-governance$/);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'শরিয়াহ তত্ত্বাবধান' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: advisorNameBn })).toBeVisible();
  await expect(main.getByText('ইসলামী ফাইন্যান্সে মাস্টার্স')).toBeVisible();
  await expect(main.getByText('হালাল ইনভেস্ট লিমিটেড')).toBeVisible();
  await expect(main.getByText(licence)).toBeVisible();
  await visitor.close();

  // Removed again after a confirmation, so other runs and specs see the seeded board.
  await panel.getByRole('button', { name: `Remove ${advisorName}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${advisorName}?` });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(panel.getByText(advisorName)).toHaveCount(0);

  await page.goto('/admin/dashboard?tab=settings&lng=bn');
  await expect(settingsPanel(page).getByRole('heading', { level: 2, name: 'সেটিংস', exact: true })).toBeVisible();
  await expect(settingsPanel(page).getByRole('list', { name: 'শরিয়াহ উপদেষ্টা' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'settings-tab-bn');
});

test('sign-up shows the 18+ tick and refuses to go on without it', async ({ page }) => {
  await page.goto('/signup?lng=en');
  const form = page.getByRole('form', { name: 'Sign-up form' });
  await form.getByRole('textbox', { name: /Full name/ }).fill('Karim Rahman');
  await form.getByRole('textbox', { name: /Email/ }).fill(`karim-${Date.now()}@example.com`);
  await form.getByLabel(/^Password/).fill('correct horse battery');
  const tick = form.getByRole('checkbox', { name: /I am 18 or older/ });
  await expect(tick).not.toBeChecked();
  await expect(form.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('target', '_blank');
  await expect(form.getByText('Please confirm that you are 18 or older and accept the Terms and conditions.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('Please confirm that you are 18 or older and accept the Terms and conditions.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/signup(\?lng=en)?$/);
});

test('screenshots: governance, terms and sign-up in English and Bengali', async ({ page }, testInfo) => {
  for (const lng of ['en', 'bn'] as const) {
    await page.goto(`/shariah-governance?lng=${lng}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
    await saveScreenshot(page, testInfo, `governance-${lng}`);
    await page.goto(`/terms?lng=${lng}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await saveScreenshot(page, testInfo, `terms-${lng}`);
    await page.goto(`/signup?lng=${lng}`);
    const form = page.getByRole('form', { name: text(lng, 'signUp.details.formLabel') });
    await form.getByRole('button', { name: text(lng, 'signUp.details.submit') }).click();
    await expect(form.getByText(text(lng, 'signUp.errors.ageRequired'))).toBeVisible();
    await saveScreenshot(page, testInfo, `signup-${lng}`);
  }
});
