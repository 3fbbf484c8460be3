import * as yup from 'yup';
import { toAsciiDigits } from '../format';
import { amountTextProblem, amountTextToNumber } from '../money';
import { CONTRACT_TYPES, PAYOUT_FREQUENCIES, TERM_MONTHS_MAX } from '../project-facts';
import { isCalendarDay, MAX_AMOUNT_BDT, numberOrTextOnly, trimmedString } from './fields';

/**
 * The optional project fields: the Bengali title, location and description, and the facts an
 * investor decides on. Every one is optional, so the spec's create and edit calls keep working: on
 * PUT an absent field keeps its saved value and null (or '') clears it.
 */
export const BN_TITLE_MAX = 200;
export const BN_LOCATION_MAX = 200;
export const BN_DESCRIPTION_MAX = 5000;

export const PROJECT_FACT_FIELDS = ['titleBn', 'locationBn', 'descriptionBn', 'contractType', 'termMonths', 'maturityDate', 'payoutFrequency', 'minimumInvestment'] as const;
export type ProjectFactField = (typeof PROJECT_FACT_FIELDS)[number];

export interface ProjectFactMessages {
  titleBnTooLong: string;
  locationBnTooLong: string;
  descriptionBnTooLong: string;
  contractType: string;
  termMonths: string;
  maturityDate: string;
  payoutFrequency: string;
  minimumInvestment: string;
}

// The API answers with these; the admin form passes translation keys instead (one set of rules).
export const PROJECT_FACT_MESSAGES: ProjectFactMessages = {
  titleBnTooLong: `Bengali title must be at most ${BN_TITLE_MAX} characters`,
  locationBnTooLong: `Bengali location must be at most ${BN_LOCATION_MAX} characters`,
  descriptionBnTooLong: `Bengali description must be at most ${BN_DESCRIPTION_MAX} characters`,
  contractType: `Contract Type must be one of: ${CONTRACT_TYPES.join(', ')}`,
  termMonths: `Term must be a whole number of months from 1 to ${TERM_MONTHS_MAX}`,
  maturityDate: 'Maturity Date must be a date (YYYY-MM-DD)',
  payoutFrequency: `Payout Frequency must be one of: ${PAYOUT_FREQUENCIES.join(', ')}`,
  minimumInvestment: 'Minimum Investment must be an amount in BDT with at most 2 decimals',
};

const F = PROJECT_FACT_MESSAGES;
const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Typed text → whole months, or null when it is not 1…TERM_MONTHS_MAX ('১২' reads as 12). */
export function parseTermMonths(text: string): number | null {
  const ascii = toAsciiDigits(text.trim());
  if (!/^\d{1,4}$/.test(ascii)) return null;
  const months = Number(ascii);
  return months >= 1 && months <= TERM_MONTHS_MAX ? months : null;
}

/** Typed amount ('10,000', '১০,০০০ টাকা', '৳10000') → BDT, or null when it is not one. */
export function parseMinimumInvestment(text: string): number | null {
  const bare = text
    .trim()
    .replace(/^৳\s*/, '')
    .replace(/\s*(৳|টাকা)$/, '');
  if (bare === '' || amountTextProblem(bare) !== null) return null;
  const amount = amountTextToNumber(bare);
  return amount <= MAX_AMOUNT_BDT ? amount : null;
}

const blankToNull = (value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? null : value);

const optionalBengali = (label: string, max: number, tooLong: string) => trimmedString(`${label} must be text`).transform(blankToNull).nullable().optional().max(max, tooLong);

const oneOfOrNull = <T extends string>(values: readonly T[], message: string) =>
  trimmedString(message)
    .transform(blankToNull)
    .nullable()
    .optional()
    .oneOf([...values, null, undefined], message);

const optionalNumber = (message: string) => yup.number().transform(numberOrTextOnly).transform(blankToNull).typeError(message).nullable().optional();

/** The API body's fields (POST and PUT /api/project). */
export const projectFactBodyFields = () => ({
  titleBn: optionalBengali('Bengali title', BN_TITLE_MAX, F.titleBnTooLong),
  locationBn: optionalBengali('Bengali location', BN_LOCATION_MAX, F.locationBnTooLong),
  descriptionBn: optionalBengali('Bengali description', BN_DESCRIPTION_MAX, F.descriptionBnTooLong),
  contractType: oneOfOrNull(CONTRACT_TYPES, F.contractType),
  termMonths: optionalNumber(F.termMonths).integer(F.termMonths).min(1, F.termMonths).max(TERM_MONTHS_MAX, F.termMonths),
  maturityDate: trimmedString(F.maturityDate)
    .transform(blankToNull)
    .nullable()
    .optional()
    .test('calendar-day', F.maturityDate, (value) => value === undefined || value === null || isCalendarDay(value)),
  payoutFrequency: oneOfOrNull(PAYOUT_FREQUENCIES, F.payoutFrequency),
  minimumInvestment: optionalNumber(F.minimumInvestment)
    .positive(F.minimumInvestment)
    .max(MAX_AMOUNT_BDT, F.minimumInvestment)
    .test('two-decimals', F.minimumInvestment, (value) => value === undefined || value === null || twoDecimals(value)),
});

const typed = (m: string) => trimmedString(m).default('');

/** The admin form's fields, as typed (all optional: empty means not given). */
export const projectFactFormFields = (m: ProjectFactMessages = F) => ({
  titleBn: typed(m.titleBnTooLong).max(BN_TITLE_MAX, m.titleBnTooLong),
  locationBn: typed(m.locationBnTooLong).max(BN_LOCATION_MAX, m.locationBnTooLong),
  descriptionBn: typed(m.descriptionBnTooLong).max(BN_DESCRIPTION_MAX, m.descriptionBnTooLong),
  // A test, not oneOf: the form's value stays a plain string ('' = not given).
  contractType: typed(m.contractType).test('kind', m.contractType, (value) => !value || (CONTRACT_TYPES as readonly string[]).includes(value)),
  termMonths: typed(m.termMonths).test('months', m.termMonths, (value) => !value || parseTermMonths(value) !== null),
  maturityDate: typed(m.maturityDate).test('day', m.maturityDate, (value) => !value || isCalendarDay(value)),
  payoutFrequency: typed(m.payoutFrequency).test('kind', m.payoutFrequency, (value) => !value || (PAYOUT_FREQUENCIES as readonly string[]).includes(value)),
  minimumInvestment: typed(m.minimumInvestment).test('amount', m.minimumInvestment, (value) => !value || parseMinimumInvestment(value) !== null),
});
