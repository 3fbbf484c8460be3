import { execFileSync } from 'node:child_process';
import { expect, test, type Locator } from '@playwright/test';
import { saveScreenshot, settle } from './helpers';

/**
 * Issue 18: no box glyphs (tofu) on a device without a Bengali font. This machine has none (only
 * DejaVu and Liberation; checked with fontconfig first), so a Bengali character drawn with the
 * system's fonts alone is the missing-glyph box. Each check compares the width the page draws with
 * its own fonts against the width the system's fonts alone give.
 */

/** Widths of `text` in the element's own fonts and in the system's sans-serif alone, at the same size. */
async function widthsOf(element: Locator, text: string) {
  return element.first().evaluate((element, probe) => {
    const style = getComputedStyle(element);
    const measure = (content: string, family: string) => {
      const span = document.createElement('span');
      span.textContent = content;
      span.style.cssText = `font-family:${family};font-size:${style.fontSize};font-weight:${style.fontWeight};position:absolute;white-space:nowrap;visibility:hidden`;
      document.body.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    return {
      page: measure(probe, style.fontFamily),
      box: measure(probe, 'sans-serif'),
    };
  }, text);
}

test.beforeAll(() => {
  // The precondition: fontconfig knows no font covering Bengali, so the system alone draws boxes.
  const bengaliFonts = execFileSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' }).trim();
  expect(bengaliFonts, 'this machine has a Bengali font: the check would prove nothing').toBe('');
});

test('an English page draws ৳ with the self-hosted Bengali font, not as a box', async ({ page }, testInfo) => {
  await page.goto('/investment/all?lng=en');
  await settle(page);
  const amount = page.getByText(/৳/).first();
  await expect(amount).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const widths = await widthsOf(amount, '৳');
  expect(widths.page, '৳ is drawn as the missing-glyph box').not.toBeCloseTo(widths.box, 0);
  const loaded = await page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Noto Sans Bengali') && face.status === 'loaded'));
  expect(loaded).toBe(true);
  // ৳ and the language switch's বাংলা come from a 1.8 KB file: an English page never loads the 73 KB font.
  const fonts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.split('/').pop() ?? ''));
  expect(fonts.filter((file) => file.endsWith('.woff2')).map((file) => file.replace(/\.[0-9a-f]{10}\.woff2$/, ''))).toEqual(
    expect.arrayContaining(['noto-sans-bengali-taka-bangla-wght-400-700']),
  );
  expect(fonts.filter((file) => file.startsWith('noto-sans-bengali-bengali-wght-400-700'))).toEqual([]);
  await saveScreenshot(page, testInfo, 'projects-en-taka');
});

test('a Bengali page downloads the Bengali font once', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  await page.goto('/investment/all?lng=bn');
  await settle(page);
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests.filter((file) => file.startsWith('noto-sans-bengali-bengali-wght-400-700'))).toHaveLength(1);
  const loaded = await page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Noto Sans Bengali') && face.status === 'loaded'));
  expect(loaded).toBe(true);
});

test('the language option "বাংলা (Bengali)" is drawn in English mode', async ({ page }, testInfo) => {
  await page.goto('/?lng=en');
  await settle(page);
  // A native select: its options are drawn in the select's own font.
  const select = page.locator('select').filter({ has: page.locator('option', { hasText: 'বাংলা (Bengali)' }) });
  await expect(select.first()).toBeAttached();
  await page.evaluate(() => document.fonts.ready);
  const widths = await widthsOf(select, 'বাংলা');
  expect(widths.page, 'বাংলা is drawn as boxes').not.toBeCloseTo(widths.box, 0);
  await saveScreenshot(page, testInfo, 'language-menu-en');
});

test("a device that cannot draw flag emoji sees the country's code at sign-up", async ({ page }, testInfo) => {
  // Its own address, as createInvestor does: sign-ups are limited per address.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  await page.goto('/signup?lng=en');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Full name', exact: true }).fill('Flag Check');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(`flags-${testInfo.project.name}-${Date.now()}@e2e.test`);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill('flag-check-pass-42');
  // Issue 18: the 18+ and terms tick.
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: 'Sign up', exact: true }).click();
  // This machine has no emoji font: 🇧🇩 would be drawn as two boxes, so the code stands in.
  const country = page.locator('#sign-up-country').locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")]');
  await expect(country.getByText('BD', { exact: true })).toBeVisible();
  await expect(country).not.toContainText('🇧🇩');
  await saveScreenshot(page, testInfo, 'sign-up-country-code');
});
