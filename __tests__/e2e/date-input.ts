// The date fields (MUI X pickers): a group named by its label, holding day, month and year parts
// that take typed digits, as a person types them.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Lng } from './helpers';

const BENGALI_ZERO = 0x09e6;

/** The date field named `label` within `scope` (a page, a section, a dialog). */
export const dateField = (scope: Page | Locator, label: string | RegExp, exact = false): Locator => scope.getByRole('group', { name: label, exact });

/** Types `day` ('YYYY-MM-DD') into `field`: a click on its day, then the digits, day first. */
export async function typeDate(field: Locator, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${date}${month}${year}`);
}

/** `field` shows `day` ('YYYY-MM-DD') as day/month/year, in Bengali digits in Bengali. */
export async function expectDate(field: Locator, day: string, lng: Lng): Promise<void> {
  const digits = (part: string) => (lng === 'bn' ? part.replace(/\d/g, (d) => String.fromCharCode(BENGALI_ZERO + Number(d))) : part);
  await expect(field.getByRole('spinbutton')).toHaveText(day.split('-').reverse().map(digits));
}
