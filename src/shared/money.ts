import { toAsciiDigits } from './format';

/**
 * Money is stored as integer poisha (1 BDT = 100 poisha) so sums are exact;
 * the API speaks BDT with at most two decimals.
 */
export function bdtToPoisha(bdt: number): number {
  if (!Number.isFinite(bdt)) throw new RangeError('Amount must be a finite number');
  const poisha = Math.round(bdt * 100);
  if (Math.abs(poisha - bdt * 100) > 1e-6) throw new RangeError('Amount may have at most 2 decimals');
  return poisha;
}

export function poishaToBdt(poisha: number): number {
  return poisha / 100;
}

/** Why an amount's text is refused: not plain decimal text, more than 2 decimals, or 0 poisha or less. */
export type AmountTextProblem = 'format' | 'decimals' | 'not_positive';

/**
 * Whole part with grouping commas, one system throughout: Indian (lakh) grouping, where the last
 * group has three digits and each before it two (1,00,000 and 1,25,00,000), or western thousands
 * (100,000 and 1,000,000). Anything else ('1,00', '1,000,00', '10,0000') is a typo, not a number:
 * read as 100, '1,00' could move a hundred taka someone meant as one.
 */
const GROUPED = /^(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(\.\d*)?$/;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
// How Bangladeshis mark money around a figure: ৳50,000, Tk 50000, 50000 টাকা, 50,000/-.
const CURRENCY_BEFORE = /^(?:৳|tk\.?|bdt|taka|টাকা)\s*/i;
const CURRENCY_AFTER = /\s*(?:৳|tk\.?|bdt|taka|টাকা|\/-)$/i;

/**
 * The canonical decimal text of an amount: Bengali digits become ASCII, grouping commas and one
 * currency mark before or after (৳, Tk, BDT, taka, টাকা, /-) go; null
 * when it is not plain decimal text. A JSON number is read from its shortest text, so 1e-9 (which
 * Number would round to 0 poisha) is refused as exponent notation, like the text "1e3".
 */
export function amountText(original: unknown): string | null {
  if (typeof original === 'number') {
    if (!Number.isFinite(original)) return null;
    // From 1e21 up String() writes an exponent, but such a number is whole: its digits are exact text
    // (the schema's maximum then refuses it as too large, not as badly written).
    return Math.abs(original) >= 1e21 ? BigInt(original).toString() : String(original);
  }
  if (typeof original !== 'string') return null;
  let text = toAsciiDigits(original).trim().replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '');
  if (text.includes(',')) {
    if (!GROUPED.test(text)) return null;
    text = text.replace(/,/g, '');
  }
  return DECIMAL.test(text) ? text : null;
}

/**
 * Checks an amount as decimal text: at most 2 decimals and at least 1 poisha, decided on
 * the digits themselves, never on a float (where 1e-9 passed every check and was stored as 0).
 * Null when the amount is fine; the size limit is the schema's own `max`.
 */
export function amountTextProblem(original: unknown, { allowZero = false } = {}): AmountTextProblem | null {
  const text = amountText(original);
  const match = text === null ? null : DECIMAL.exec(text);
  if (!match) return 'format';
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return 'decimals';
  const isZero = /^0+$/.test(whole) && /^0*$/.test(fraction);
  if (sign === '-' && !isZero) return 'not_positive';
  if (isZero && !allowZero) return 'not_positive';
  return null;
}

/** The number an amount's text stands for, or NaN when it is not decimal text. */
export function amountTextToNumber(original: unknown): number {
  const text = amountText(original);
  return text === null ? Number.NaN : Number(text);
}
