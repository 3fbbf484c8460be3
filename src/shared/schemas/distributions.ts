import * as yup from 'yup';
import type { DistributionKind } from '../distribution-types';
import { amountField } from './fields';

const UNKNOWN = 'Unknown field: ${unknown}';
export const DISTRIBUTION_NOTE_MAX = 500;
export const REVERSAL_REASON_MAX = 500;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const dayField = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be a date.`)
    .trim()
    .required(`${label} is required.`)
    .test('calendar-day', `${label} must be a date (YYYY-MM-DD).`, (value) => value === undefined || isCalendarDay(value));

/**
 * POST /api/project/{id}/distributions(/preview): the period, profit or loss, the amount and a note.
 * Whether the period overlaps an earlier one or lies in the future is the server's check (409/400).
 */
export const distributionSchema = yup
  .object({
    periodStart: dayField('Period start'),
    periodEnd: dayField('Period end').test('after-start', 'The period must end on or after its start.', function check(value) {
      const start = this.parent.periodStart as string | undefined;
      return !value || !start || !isCalendarDay(start) || !isCalendarDay(value) || value >= start;
    }),
    kind: yup
      .string<DistributionKind>()
      .oneOf(['profit', 'loss'], 'Kind must be profit or loss.')
      .required('Please choose profit or loss.'),
    amount: amountField('Amount'),
    note: yup.string().typeError('Note must be text.').trim().max(DISTRIBUTION_NOTE_MAX, `The note must be at most ${DISTRIBUTION_NOTE_MAX} characters.`).default(''),
    // Required to post (a retried post answers the first distribution); ignored by the preview.
    idempotencyKey: yup.string().typeError('idempotencyKey must be text.').min(8).max(64).optional(),
  })
  .noUnknown(UNKNOWN);
export type DistributionBody = yup.InferType<typeof distributionSchema>;

/** POST /api/distributions/{id}/reverse. */
export const reverseDistributionSchema = yup
  .object({
    reason: yup
      .string()
      .typeError('The reason must be text.')
      .trim()
      .required('Please give a reason for reversing this distribution.')
      .max(REVERSAL_REASON_MAX, `The reason must be at most ${REVERSAL_REASON_MAX} characters.`),
  })
  .noUnknown(UNKNOWN);
export type ReverseDistributionBody = yup.InferType<typeof reverseDistributionSchema>;
