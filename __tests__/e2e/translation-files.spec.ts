// The admin pages' and the information pages' strings are files of their own (src/client/app/i18n.ts): the
// pages most visitors open first never download them; the pages that show them do, and switching language
// there brings the other language's.
import { expect, test, type Page } from '@playwright/test';
import { openAsSignedInAdmin } from './admin-two-factor';
import { chooseLanguage, settle, text } from './helpers';

/** The translation files the page asks for from now on, as `{lng}/{file}`. */
function translationRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const match = /\/locales\/(\w+\/\w+)\.json$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) files.push(match[1]);
  });
  return files;
}

test('the home page, the list and sign-in download only their language’s main strings', async ({ page }) => {
  const files = translationRequests(page);
  for (const url of ['/?lng=bn', '/investment/all?lng=bn', '/signin?lng=en']) {
    await page.goto(url);
    await settle(page);
  }
  expect(files.length).toBeGreaterThan(0);
  expect(new Set(files)).toEqual(new Set(['bn/translation', 'en/translation']));
});

test('an admin page shows its strings, in the language switched to', async ({ page, request }, testInfo) => {
  const files = translationRequests(page);
  await openAsSignedInAdmin(page, testInfo, request, '/admin/dashboard?tab=users&lng=en');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2, name: text('en', 'admin.tabs.users'), exact: true })).toBeVisible();
  expect(files).toContain('en/admin');

  const selector = page.getByRole('banner').getByRole('combobox', { name: /Language/ });
  if (await selector.isVisible()) await selector.selectOption({ label: text('en', 'language.bn') });
  else await page.getByRole('button', { name: text('en', 'nav.switchLanguage', { language: text('en', 'language.bn') }) }).click();
  await expect(panel.getByRole('heading', { level: 2, name: text('bn', 'admin.tabs.users'), exact: true })).toBeVisible();
  expect(files).toContain('bn/admin');
  // No admin key is shown as itself while the strings load.
  await expect(page.getByText(/\badmin\.\w+\.\w+/)).toHaveCount(0);
});

test('an information page shows its strings, opened directly and after a language switch', async ({ page }, testInfo) => {
  const files = translationRequests(page);
  await page.goto('/terms?lng=bn');
  await expect(page.getByRole('heading', { level: 1, name: text('bn', 'terms.title') })).toBeVisible();
  expect(files).toEqual(expect.arrayContaining(['bn/translation', 'bn/info']));
  await chooseLanguage(page, 'English', testInfo);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'terms.title') })).toBeVisible();
  expect(files).toContain('en/info');
  // Reached through the app too, from a page that had not loaded them.
  await page.goto('/?lng=en');
  await settle(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('en', 'footer.about') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'info.about.title') })).toBeVisible();
});
