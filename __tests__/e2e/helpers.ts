import { expect, type Page, type TestInfo } from '@playwright/test';
import { MAIL_PORT } from '../../playwright.config';

/** Picks a language with the header's selector, through the menu on phones. */
export async function chooseLanguage(page: Page, label: 'English' | 'বাংলা', testInfo: TestInfo): Promise<void> {
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.getByRole('button', { name: /Open menu|মেনু খুলুন/ }).click();
  const scope = phone ? page.getByRole('dialog') : page.getByRole('banner');
  await scope.getByRole('combobox', { name: /Language|ভাষা/ }).selectOption({ label });
  if (phone) await page.keyboard.press('Escape');
}

/** Full-page screenshots kept as test artifacts, one per page, language and viewport. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await loadLazyImages(page);
  await page.evaluate(() => document.fonts.ready);
  const file = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

export async function expectHtmlLang(page: Page, lang: 'en' | 'bn'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Scrolls through the page so `loading="lazy"` images start, then waits for every image to finish. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight / 2;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 10_000 });
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for the `count`-th mail to `address` in the test mailbox (mail-sink.mjs) and returns it. */
export async function waitForMail(address: string, count = 1): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${MAIL_PORT}/mail?to=${encodeURIComponent(address)}`);
        mails = (await response.json()) as Mail[];
        return mails.length;
      },
      { message: `mail number ${count} to ${address}`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails[count - 1]!;
}

/** The 6-digit code in a mail, as the user reads it (Bengali mails may write it in Bengali digits). */
export function codeFrom(mail: Mail): string {
  const ascii = mail.text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
  const match = /\b(\d{6})\b/.exec(ascii);
  if (!match?.[1]) throw new Error(`No code in mail "${mail.subject}"`);
  return match[1];
}
