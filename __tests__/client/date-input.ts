import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The date field named `label` (its picker loads on first use, so this waits for it). */
export const findDateField = (label: string | RegExp) => screen.findByRole('group', { name: label }, { timeout: 5000 });

/** The day, month and year the field shows, as a person reads them ('05/01/2026', or with placeholders). */
export async function dateFieldText(label: string | RegExp): Promise<string> {
  const field = await findDateField(label);
  return within(field)
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('/');
}

/**
 * Types `day` ('DD/MM/YYYY') into the date field named `label` as a person would: a click on its
 * day, then the digits; each part moves on to the next when full. Whatever was there is replaced.
 */
export async function typeDate(label: string | RegExp, day: string, user = userEvent.setup()): Promise<void> {
  const field = await findDateField(label);
  await user.click(within(field).getAllByRole('spinbutton')[0]!);
  await user.keyboard(day.replaceAll('/', ''));
}

/** Empties the date field named `label`: each part deleted in turn, day, month, then year. */
export async function clearDate(label: string | RegExp, user = userEvent.setup()): Promise<void> {
  const field = await findDateField(label);
  await user.click(within(field).getAllByRole('spinbutton')[0]!);
  await user.keyboard('{Backspace}{ArrowRight}{Backspace}{ArrowRight}{Backspace}');
}

/** The part of the date field named `label` that takes the keyboard first (its day). */
export async function firstDatePart(label: string | RegExp): Promise<HTMLElement> {
  return within(await findDateField(label)).getAllByRole('spinbutton')[0]!;
}

/** 'YYYY-MM-DD' as the date fields show it: 'DD/MM/YYYY'. */
export const shownDay = (day: string) => day.split('-').reverse().join('/');
