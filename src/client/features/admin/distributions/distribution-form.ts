import { ValidationError } from 'yup';
import type { DistributionKind } from '../../../../shared/distribution-types';
import { DISTRIBUTION_NOTE_MAX, distributionSchema, type DistributionBody } from '../../../../shared/schemas/distributions';

/** The form's text, as typed: the amount may hold Bengali digits and lakh commas ('১,২৫,০০০'). */
export interface DistributionValues {
  periodStart: string;
  periodEnd: string;
  kind: DistributionKind;
  amount: string;
  note: string;
}

export type DistributionErrors = Partial<Record<keyof DistributionValues, string>>;

const KEY = 'admin.distributions.errors';
// Bangladesh has no daylight saving: its calendar day is UTC+6 all year (MONEY.md).
const BANGLADESH_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The period the form starts with: the first day of the current month to today, in Bangladesh time. */
export function defaultValues(now: Date = new Date()): DistributionValues {
  const today = new Date(now.getTime() + BANGLADESH_OFFSET_MS).toISOString().slice(0, 10);
  return { periodStart: `${today.slice(0, 8)}01`, periodEnd: today, kind: 'profit', amount: '', note: '' };
}

/**
 * The shared rules' failures (field, yup test) as translation keys, so a shown error follows the
 * page's language; a failure not listed keeps the schema's English message.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'periodStart required': `${KEY}.periodStartRequired`,
  'periodStart calendar-day': `${KEY}.invalidDate`,
  'periodStart typeError': `${KEY}.invalidDate`,
  'periodEnd required': `${KEY}.periodEndRequired`,
  'periodEnd calendar-day': `${KEY}.invalidDate`,
  'periodEnd typeError': `${KEY}.invalidDate`,
  'periodEnd after-start': `${KEY}.endBeforeStart`,
  'kind required': `${KEY}.kind`,
  'kind oneOf': `${KEY}.kind`,
  'amount required': `${KEY}.amountRequired`,
  'amount typeError': 'common.amountErrors.format',
  'amount positive': 'common.amountErrors.notPositive',
  'amount two-decimals': `${KEY}.invalidAmount`,
  'amount max': `${KEY}.amountTooLarge`,
  'note max': `${KEY}.noteTooLong`,
};

export const NOTE_MAX = DISTRIBUTION_NOTE_MAX;

/** formik's `validate`: the server's own schema (src/shared/schemas/distributions.ts), messages as keys. */
export function validateDistribution(values: DistributionValues): DistributionErrors {
  try {
    distributionSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: DistributionErrors = {};
    for (const problem of error.inner.length > 0 ? error.inner : [error]) {
      const field = problem.path as keyof DistributionValues | undefined;
      if (!field || errors[field]) continue;
      errors[field] = MESSAGE_KEYS[`${field} ${problem.type ?? ''}`] ?? problem.message;
    }
    return errors;
  }
}

/** The request body of valid values (the amount as a number); the key is added when posting. */
export function toDistributionBody(values: DistributionValues): DistributionBody {
  return distributionSchema.validateSync(values, { stripUnknown: true });
}
