import { ValidationError } from 'yup';
import { formatDate } from '../../../shared/format';
import { statementQuerySchema } from '../../../shared/schemas/statement';

/** The statement's period as the picker holds it: 'YYYY-MM-DD' Bangladesh days, both ends included. */
export interface StatementPeriod {
  from: string;
  to: string;
}

export const QUICK_PICKS = ['thisMonth', 'lastMonth', 'thisYear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];
/** What the period radios show: a quick pick, or 'custom' once the investor types their own days. */
export type PeriodChoice = QuickPick | 'custom';

// Bangladesh has no daylight saving: its calendar day is UTC+6 all year (the server counts the same days).
const BANGLADESH_OFFSET_MS = 6 * 60 * 60 * 1000;

/** Today in Bangladesh, whatever the browser's own time zone. */
export const bangladeshToday = (now: Date = new Date()): string => new Date(now.getTime() + BANGLADESH_OFFSET_MS).toISOString().slice(0, 10);

/** The last day of the month before the one `day` is in. */
function lastDayOfPreviousMonth(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  // Day 0 of this month is the previous month's last day.
  return new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
}

/**
 * A quick pick's days. "This month" and "This year" end today: the server refuses a period that
 * ends after today, and a statement of days still to come would say nothing.
 */
export function periodFor(pick: QuickPick, now: Date = new Date()): StatementPeriod {
  const today = bangladeshToday(now);
  if (pick === 'thisMonth') return { from: `${today.slice(0, 8)}01`, to: today };
  if (pick === 'thisYear') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  const to = lastDayOfPreviousMonth(today);
  return { from: `${to.slice(0, 8)}01`, to };
}

export type PeriodErrors = Partial<Record<keyof StatementPeriod, string>>;

const KEY = 'profile.statement.errors';
/** The shared schema's failures (field, yup test) as translation keys, so an error follows the page's language. */
const MESSAGE_KEYS: Record<string, string> = {
  'from required': `${KEY}.fromRequired`,
  'from calendar-day': `${KEY}.invalidDate`,
  'from typeError': `${KEY}.invalidDate`,
  'to required': `${KEY}.toRequired`,
  'to calendar-day': `${KEY}.invalidDate`,
  'to typeError': `${KEY}.invalidDate`,
  'to after-from': `${KEY}.toBeforeFrom`,
  'to max-range': `${KEY}.tooLong`,
};

/** formik's `validate`: the server's own rules (src/shared/schemas/statement.ts), messages as keys. */
export function validatePeriod(period: StatementPeriod): PeriodErrors {
  try {
    statementQuerySchema.validateSync(period, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: PeriodErrors = {};
    for (const problem of error.inner.length > 0 ? error.inner : [error]) {
      const field = problem.path as keyof StatementPeriod | undefined;
      if (!field || errors[field]) continue;
      errors[field] = MESSAGE_KEYS[`${field} ${problem.type ?? ''}`] ?? problem.message;
    }
    return errors;
  }
}

/**
 * The period in words ("1 November 2026 – 26 November 2026"), in the page's language, so the chosen
 * days read without doubt whatever the fields show. Read at noon UTC so the
 * browser's time zone cannot move a day.
 */
export function periodInWords({ from, to }: StatementPeriod, lng: string | undefined): string {
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, lng);
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}
