import * as yup from 'yup';
import { LANGUAGES, type Language } from '../constants';
import { calendarDayField as dayField, isCalendarDay } from './fields';

const UNKNOWN = 'Unknown field: ${unknown}';
/** Five years: a tax year or a few is what investors ask for; the files stream, so this is not memory. */
export const STATEMENT_MAX_DAYS = 1827;
export const STATEMENT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * GET /api/statement and the profile's period picker: Bangladesh days, both ends included. Whether
 * `to` is after today is the server's check (the client's clock may be wrong).
 */
export const statementQuerySchema = yup
  .object({
    from: dayField('From'),
    to: dayField('To')
      .test('after-from', 'The period must end on or after its start.', function check(value) {
        const from = (this.parent as { from?: string }).from;
        return !value || !from || !isCalendarDay(from) || !isCalendarDay(value) || value >= from;
      })
      .test('max-range', `A statement covers at most ${STATEMENT_MAX_DAYS} days.`, function check(value) {
        const from = (this.parent as { from?: string }).from;
        return !value || !from || !isCalendarDay(from) || !isCalendarDay(value) || daysBetween(from, value) < STATEMENT_MAX_DAYS;
      }),
    format: yup
      .string<StatementFormat>()
      .oneOf([...STATEMENT_FORMATS], 'format must be json, csv or pdf.')
      .default('json'),
    /** The files' language (headers, descriptions); the investor's saved language when absent. */
    lng: yup.string<Language>().oneOf([...LANGUAGES], 'lng must be en or bn.'),
  })
  .noUnknown(UNKNOWN);
export type StatementQuery = yup.InferType<typeof statementQuerySchema>;
