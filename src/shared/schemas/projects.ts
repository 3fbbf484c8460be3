import * as yup from 'yup';
import { DESCRIPTION_MIN } from '../constants';
import { toAsciiDigits } from '../format';
import { idParams, MAX_AMOUNT_BDT, numberOrTextOnly, trimmedString } from './fields';
import { imageUrlField } from './image-url';

export const projectIdParams = idParams('Project id');

const UNKNOWN = 'Unknown field: ${unknown}';

export const TITLE_MAX = 200;
export const LOCATION_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const PRICE_DIGITS_MAX = 15;
export const INVESTMENT_OPTIONS_MAX = 10;
export const GALLERY_IMAGES_MAX = 12;
/** A raised amount is a running total of many movements, so it may pass the cap of a single one. */
export const RAISED_AMOUNT_MAX_BDT = 10_000_000_000;

// Messages from the spec (section 5); the form and the API answer with the same words.
const PERCENT_RANGE = 'Value must be between 0 and 100';
const OPTIONS_FORMAT = 'Enter valid numbers separated by commas';
const OPTIONS_COUNT = `Enter at most ${INVESTMENT_OPTIONS_MAX} investment options`;
const DESCRIPTION_SHORT = `Description must be at least ${DESCRIPTION_MIN} characters long`;

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const blankToUndefined = (value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value);

/** The spec strips every non-digit from the typed raised amount before sending it; '' when none is left. */
export function stripNonDigits(text: string): string {
  return toAsciiDigits(text).replace(/\D/g, '');
}

/** '50000, 100000' → [50000, 100000]; null when any part is not a positive amount with ≤ 2 decimals. */
export function parseInvestmentOptions(text: string): number[] | null {
  const parts = toAsciiDigits(text).split(',').map((part) => part.trim());
  if (!parts.every((part) => /^\d+(\.\d{1,2})?$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n > 0 && n <= MAX_AMOUNT_BDT) ? numbers : null;
}

function isPercentText(text: string): boolean {
  const ascii = toAsciiDigits(text.trim());
  return /^\d+(\.\d+)?$/.test(ascii) && Number(ascii) <= 100;
}

// Text fields read the same in the form and in the API body.
const titleField = () => trimmedString('Title must be text').required('Title is required').max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);
const locationField = () => trimmedString('Location must be text').required('Location is required').max(LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters`);
const descriptionField = () =>
  trimmedString('Description must be text').required('Description is required').min(DESCRIPTION_MIN, DESCRIPTION_SHORT).max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters long`);
/** BDT per unit, kept as digits-only text as the spec's client sends it; Bengali digits become ASCII. */
const priceField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? toAsciiDigits(value).trim() : value))
    .typeError('Price must contain digits only')
    .required('Price is required')
    .matches(/^\d+$/, 'Price must contain digits only')
    .max(PRICE_DIGITS_MAX, 'Price is too large');

const percentText = (name: string) =>
  trimmedString(`${name} must be text`)
    .required(`${name} is required`)
    .test('percent', PERCENT_RANGE, (value) => !value || isPercentText(value));

/** The create/edit FORM: every value as the admin typed it (spec section 5, 'Create project'). */
export const projectFormSchema = yup
  .object({
    title: titleField(),
    price: priceField(),
    description: descriptionField(),
    targetAchieved: percentText('Target Achieved'),
    location: locationField(),
    profitRatio: percentText('Profit Ratio'),
    raisedAmount: trimmedString('Raised Amount must be text')
      .required('Raised Amount is required')
      .test('digits', 'Raised Amount must contain a number', (value) => !value || stripNonDigits(value) !== ''),
    investmentOptions: trimmedString('Investment Options must be text')
      .required('Investment Options is required')
      .test('numbers', OPTIONS_FORMAT, (value) => !value || parseInvestmentOptions(value) !== null)
      .test('count', OPTIONS_COUNT, (value) => !value || (parseInvestmentOptions(value)?.length ?? 0) <= INVESTMENT_OPTIONS_MAX),
  })
  .noUnknown(UNKNOWN);

export type ProjectFormValues = yup.InferType<typeof projectFormSchema>;

const percentNumber = (name: string) =>
  yup.number().transform(numberOrTextOnly).transform(blankToUndefined).typeError(PERCENT_RANGE).required(`${name} is required`).min(0, PERCENT_RANGE).max(100, PERCENT_RANGE);

/** The API body of POST /api/project and PUT /api/project/:id; the server adds only database checks. */
export const projectBodySchema = yup
  .object({
    title: titleField(),
    price: priceField(),
    description: descriptionField(),
    targetAchieved: percentNumber('Target Achieved'),
    location: locationField(),
    profitRatio: percentNumber('Profit Ratio'),
    // The client sends roi copied from profitRatio; a different value is a contradiction, not a choice.
    roi: yup
      .number()
      .transform(numberOrTextOnly)
      .typeError('ROI must be a number')
      .optional()
      .test('equals-profit-ratio', 'ROI must equal the profit ratio', function equalsProfitRatio(value) {
        return value === undefined || value === (this.parent as { profitRatio?: unknown }).profitRatio;
      }),
    raisedAmount: yup
      .number()
      .transform(numberOrTextOnly)
      .transform((value: unknown, original: unknown) => {
        if (typeof original !== 'string') return value;
        const digits = stripNonDigits(original);
        return digits === '' ? (original.trim() === '' ? undefined : Number.NaN) : Number(digits);
      })
      .typeError('Raised Amount must be a number')
      .required('Raised Amount is required')
      .min(0, 'Raised Amount cannot be negative')
      .max(RAISED_AMOUNT_MAX_BDT, 'Raised Amount is too large')
      .test('two-decimals', 'Raised Amount can have at most 2 decimals', (value) => value === undefined || hasAtMostTwoDecimals(value)),
    investmentOptions: yup
      .array()
      .typeError(OPTIONS_FORMAT)
      .of(
        yup
          .number()
          .transform(numberOrTextOnly)
          .typeError(OPTIONS_FORMAT)
          .required(OPTIONS_FORMAT)
          .positive(OPTIONS_FORMAT)
          .max(MAX_AMOUNT_BDT, OPTIONS_FORMAT)
          .test('two-decimals', OPTIONS_FORMAT, (value) => value === undefined || hasAtMostTwoDecimals(value)),
      )
      .required('Investment Options is required')
      .min(1, 'Investment Options is required')
      .max(INVESTMENT_OPTIONS_MAX, OPTIONS_COUNT),
    defaultImage: imageUrlField('Default image'),
    galleryImages: yup
      .array()
      .typeError('Gallery images must be a list of URLs')
      .of(imageUrlField('Gallery image'))
      .max(GALLERY_IMAGES_MAX, `At most ${GALLERY_IMAGES_MAX} gallery images are allowed`)
      .default([]),
  })
  .noUnknown(UNKNOWN);

export type ProjectBody = yup.InferType<typeof projectBodySchema>;
