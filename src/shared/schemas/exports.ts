import * as yup from 'yup';
import { isCalendarDay, trimmedString } from './fields';

const UNKNOWN = 'Unknown field: ${unknown}';

/** What the admin Exports tab downloads, each as `GET /api/exports/<kind>.csv`. */
export const EXPORT_KINDS = ['users', 'deposits', 'investments', 'distributions', 'expenses'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** An optional Bangladesh calendar day, 'YYYY-MM-DD'; empty means "no limit on this side". */
const optionalDay = (name: 'from' | 'to') =>
  trimmedString(`${name} must be a date.`)
    .default('')
    .test('calendar-day', `${name} must be a date (YYYY-MM-DD).`, (value) => !value || isCalendarDay(value));

/**
 * The exports' date range and the Exports tab's form: Bangladesh days, both ends included, both
 * optional (an empty side is open).
 */
export const exportQuerySchema = yup
  .object({
    from: optionalDay('from'),
    to: optionalDay('to').test('after-from', 'to must not be before from.', function check(value) {
      const from = (this.parent as { from?: string }).from;
      return !value || !from || !isCalendarDay(from) || !isCalendarDay(value) || value >= from;
    }),
  })
  .noUnknown(UNKNOWN);
export type ExportQuery = yup.InferType<typeof exportQuerySchema>;
