import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { MAIL_PORT } from '../../playwright.config';

export type Lng = 'en' | 'bn';

/** Where a journey runs: twice, not four times (English on a phone, Bengali on a desktop). */
const JOURNEY_RUNS: Record<Lng, string> = { en: 'phone', bn: 'desktop' };

/** Skips all but a journey's two runs. */
export function twoRuns(lng: Lng, testInfo: TestInfo): void {
  test.skip(testInfo.project.name !== JOURNEY_RUNS[lng], 'two runs: English on a phone, Bengali on a desktop');
}

// The texts come from the app's own translation files, so a test reads each screen as a user of that
// language does, and a missing Bengali text shows up as a failure.
type Texts = Record<string, unknown>;
const textsCache = new Map<Lng, Texts>();
function texts(lng: Lng): Texts {
  const file = (name: string) => JSON.parse(fs.readFileSync(path.resolve(`public/locales/${lng}/${name}.json`), 'utf8')) as Texts;
  // Some pages' strings are files of their own (src/client/app/i18n.ts), with their keys' full paths.
  if (!textsCache.has(lng)) textsCache.set(lng, { ...file('translation'), ...file('admin'), ...file('info') });
  return textsCache.get(lng)!;
}

/** The translation of `key` in `lng`, with `{{name}}` placeholders filled from `values`. */
export function text(lng: Lng, key: string, values: Record<string, string> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts(lng));
  if (typeof value !== 'string') throw new Error(`No ${lng} text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Picks a language with the header's selector, through the menu on phones. `label` is the option as
 * the current page shows it: Bengali reads "বাংলা (Bengali)" in the English UI, "বাংলা" in the Bengali UI.
 */
export async function chooseLanguage(page: Page, label: 'English' | 'বাংলা (Bengali)' | 'বাংলা', testInfo: TestInfo): Promise<void> {
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
      // A frame, or a tenth of a second where the browser gives the page none: the walk always ends.
      await new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
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

/** Every mail to `address` in the test mailbox (mail-sink.mjs) so far, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_PORT}/mail?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

/** Waits for the `count`-th mail to `address` in the test mailbox and returns it. */
export async function waitForMail(address: string, count = 1): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsTo(address);
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

/** Matches text containing the translation of `key` in `lng`, whatever its placeholders (`{{name}}`) stand for. */
export function textPattern(lng: Lng, key: string): RegExp {
  const source = text(lng, key)
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(source);
}

/** Waits until the page has settled: its h1 shown, its data and fonts loaded, no loading spinner left. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Spinners only: a determinate bar (aria-valuenow), like a project's funding progress, is content.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Waits for running transitions (a dialog fading in, a drawer sliding): colours are measured mid-fade
 * otherwise. Endless animations (a spinner, a skeleton's pulse) are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

export function describeViolations(violations: Violations): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`).join('\n')}`)
    .join('\n');
}

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now and notes the result on the test. A violation fails the test softly, so the states scanned after it are still reported. */
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  testInfo.annotations.push({ type: 'axe', description: `${name} ${testInfo.project.name}: ${results.violations.map((v) => v.id).join(', ') || 'no violations'}` });
  expect
    .soft(
      results.violations.map((v) => v.id),
      `${name}:\n${describeViolations(results.violations)}`,
    )
    .toEqual([]);
}
