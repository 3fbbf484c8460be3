import * as yup from 'yup';
import type { DistributionKind } from '../distribution-types';
import { amountField, calendarDayField as dayField, isCalendarDay } from './fields';

const UNKNOWN = 'Unknown field: ${unknown}';
export const DISTRIBUTION_NOTE_MAX = 500;
export const REVERSAL_REASON_MAX = 500;

/**
 * POST /api/project/{id}/distributions(/preview): the period, profit or loss, the amount and a note.
 * Whether the period overlaps an earlier one or lies in the future is the server's check (409/400).
 */
export const distributionSchema = yup
  .object({
    periodStart: dayField('Period start'),
    periodEnd: dayField('Period end').test('after-start', 'The period must end on or after its start.', function check(value) {
      const start = (this.parent as { periodStart?: string }).periodStart;
      return !value || !start || !isCalendarDay(start) || !isCalendarDay(value) || value >= start;
    }),
    kind: yup.string<DistributionKind>().oneOf(['profit', 'loss'], 'Kind must be profit or loss.').required('Please choose profit or loss.'),
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
