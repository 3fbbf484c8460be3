import * as yup from 'yup';
import { DESCRIPTION_MIN } from '../constants';
import { toAsciiDigits } from '../format';
import { amountText, amountTextProblem, amountTextToNumber } from '../money';
import { decimalTextTest, idParams, MAX_AMOUNT_BDT, numberOrTextOnly, trimmedString } from './fields';
import { imageUrlField, optionalImageUrlField } from './image-url';
import { PROJECT_FACT_MESSAGES, projectFactBodyFields, projectFactFormFields, type ProjectFactMessages } from './project-facts';

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

/**
 * The create/edit form's fields, in the order the form shows them (spec section 2, 'Create project'),
 * then the optional funding target and the investors' profit share (MONEY.md).
 */
export const PROJECT_FORM_FIELDS = [
  'title',
  'price',
  'description',
  'targetAchieved',
  'location',
  'profitRatio',
  'raisedAmount',
  'investmentOptions',
  'fundingTarget',
  'investorSharePercent',
] as const;
/** The investors' share of profit when the admin does not set one (MONEY.md). */
export const DEFAULT_INVESTOR_SHARE_PERCENT = 70;
export type ProjectFormField = (typeof PROJECT_FORM_FIELDS)[number];

/** The spec's field name in a message: the camel-case name split into words, 'targetAchieved' → 'Target Achieved'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([A-Z])/g, ' $1');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every message the form can show. The API answers with the English ones; the client passes
 * translation keys instead, so server and form keep one set of rules (STYLE.md, shared schemas).
 */
export interface ProjectFormMessages {
  required: Record<ProjectFormField, string>;
  percentRange: string;
  descriptionShort: string;
  descriptionTooLong: string;
  titleTooLong: string;
  locationTooLong: string;
  priceDigits: string;
  priceTooLarge: string;
  raisedAmountDigits: string;
  optionsFormat: string;
  optionsCount: string;
  fundingTargetInvalid: string;
  shareWhole: string;
}

// Messages from the spec (section 5); the form and the API answer with the same words.
export const PROJECT_FORM_MESSAGES: ProjectFormMessages = {
  required: {
    ...(Object.fromEntries(PROJECT_FORM_FIELDS.map((field) => [field, `${fieldLabel(field)} is required`])) as Record<ProjectFormField, string>),
    investorSharePercent: "Investors' Profit Share is required",
  },
  percentRange: 'Value must be between 0 and 100',
  descriptionShort: `Description must be at least ${DESCRIPTION_MIN} characters long`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters long`,
  titleTooLong: `Title must be at most ${TITLE_MAX} characters`,
  locationTooLong: `Location must be at most ${LOCATION_MAX} characters`,
  priceDigits: 'Price must contain digits only',
  priceTooLarge: 'Price is too large',
  raisedAmountDigits: 'Raised Amount must contain a number',
  optionsFormat: 'Enter valid numbers separated by commas',
  optionsCount: `Enter at most ${INVESTMENT_OPTIONS_MAX} investment options`,
  fundingTargetInvalid: 'Funding Target must be an amount in BDT, or empty for none',
  shareWhole: "Investors' Share must be a whole number between 0 and 100",
};

const M = PROJECT_FORM_MESSAGES;

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const blankToUndefined = (value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value);

/** The spec strips every non-digit from the typed raised amount before sending it; '' when none is left. */
export function stripNonDigits(text: string): string {
  return toAsciiDigits(text).replace(/\D/g, '');
}

/** '50000, 100000' → [50000, 100000]; null when any part is not a positive amount with ≤ 2 decimals. */
export function parseInvestmentOptions(text: string): number[] | null {
  const parts = toAsciiDigits(text)
    .split(',')
    .map((part) => part.trim());
  if (!parts.every((part) => /^\d+(\.\d{1,2})?$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n > 0 && n <= MAX_AMOUNT_BDT) ? numbers : null;
}

/**
 * The funding target as typed: '5,00,000', '৫,০০,০০০', '500000 টাকা' or '৳5,00,000' →
 * 500000; null when blank (no target) or not a positive amount with at most 2 decimals.
 */
export function parseFundingTarget(text: string): number | null {
  const bare = text
    .trim()
    .replace(/^৳\s*/, '')
    .replace(/\s*(৳|টাকা)$/, '');
  if (bare === '' || amountTextProblem(bare) !== null) return null;
  const amount = amountTextToNumber(bare);
  return amount <= RAISED_AMOUNT_MAX_BDT ? amount : null;
}

function isPercentText(text: string): boolean {
  const ascii = toAsciiDigits(text.trim());
  return /^\d+(\.\d+)?$/.test(ascii) && Number(ascii) <= 100;
}

// Text fields read the same in the form and in the API body.
const titleField = (m: ProjectFormMessages = M) => trimmedString('Title must be text').required(m.required.title).max(TITLE_MAX, m.titleTooLong);
const locationField = (m: ProjectFormMessages = M) => trimmedString('Location must be text').required(m.required.location).max(LOCATION_MAX, m.locationTooLong);
const descriptionField = (m: ProjectFormMessages = M) =>
  trimmedString('Description must be text').required(m.required.description).min(DESCRIPTION_MIN, m.descriptionShort).max(DESCRIPTION_MAX, m.descriptionTooLong);
/**
 * The price as typed: read like an amount ('5,00,000', '৫,০০,০০০'), so commas and Bengali digits
 * go; text that is not an amount stays as typed, for the digits rule to refuse.
 */
export function priceDigits(text: string): string {
  return amountText(text) ?? toAsciiDigits(text).trim();
}

/** BDT per unit, kept as digits-only text as the spec's client sends it (spec section 3). */
const priceField = (m: ProjectFormMessages = M) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? priceDigits(value) : value))
    .typeError(m.priceDigits)
    .required(m.required.price)
    .matches(/^\d+$/, m.priceDigits)
    .max(PRICE_DIGITS_MAX, m.priceTooLarge);

const percentText = (field: 'targetAchieved' | 'profitRatio' | 'investorSharePercent', m: ProjectFormMessages) =>
  trimmedString(`${fieldLabel(field)} must be text`)
    .required(m.required[field])
    .test('percent', m.percentRange, (value) => !value || isPercentText(value));

/**
 * The create/edit FORM: every value as the admin typed it (spec section 5, 'Create project').
 * `messages` replaces the English texts, e.g. with translation keys in the client's form.
 */
export const buildProjectFormSchema = (m: ProjectFormMessages = M, fm: ProjectFactMessages = PROJECT_FACT_MESSAGES) =>
  yup
    .object({
      title: titleField(m),
      price: priceField(m),
      description: descriptionField(m),
      targetAchieved: percentText('targetAchieved', m),
      location: locationField(m),
      profitRatio: percentText('profitRatio', m),
      raisedAmount: trimmedString('Raised Amount must be text')
        .required(m.required.raisedAmount)
        .test('digits', m.raisedAmountDigits, (value) => !value || stripNonDigits(value) !== ''),
      investmentOptions: trimmedString('Investment Options must be text')
        .required(m.required.investmentOptions)
        .test('numbers', m.optionsFormat, (value) => !value || parseInvestmentOptions(value) !== null)
        .test('count', m.optionsCount, (value) => !value || (parseInvestmentOptions(value)?.length ?? 0) <= INVESTMENT_OPTIONS_MAX),
      // Optional: empty means the project has no funding target.
      fundingTarget: trimmedString('Funding Target must be text')
        .default('')
        .test('amount', m.fundingTargetInvalid, (value) => !value || parseFundingTarget(value) !== null),
      // Required in the form (it starts at the default); formik validates a cleared field as absent, so a
      // default here would pass a blank share and send 0.
      investorSharePercent: percentText('investorSharePercent', m).test('whole', m.shareWhole, (value) => !value || /^\d+$/.test(toAsciiDigits(value.trim()))),
      // Bengali content and the key facts, all optional.
      ...projectFactFormFields(fm),
    })
    .noUnknown(UNKNOWN);

export const projectFormSchema = buildProjectFormSchema();

export type ProjectFormValues = yup.InferType<typeof projectFormSchema>;

const percentNumber = (field: 'targetAchieved' | 'profitRatio' | 'investorSharePercent') =>
  yup.number().transform(numberOrTextOnly).transform(blankToUndefined).typeError(M.percentRange).required(M.required[field]).min(0, M.percentRange).max(100, M.percentRange);

/** The create form's raised amount: the project's opening capital (MONEY.md). */
const raisedAmountField = () =>
  yup
    .number()
    .transform(numberOrTextOnly)
    .transform((value: unknown, original: unknown) => {
      if (typeof original !== 'string') return value;
      const digits = stripNonDigits(original);
      return digits === '' ? (original.trim() === '' ? undefined : Number.NaN) : Number(digits);
    })
    .typeError('Raised Amount must be a number')
    .min(0, 'Raised Amount cannot be negative')
    .max(RAISED_AMOUNT_MAX_BDT, 'Raised Amount is too large')
    .test('two-decimals', 'Raised Amount can have at most 2 decimals', (value) => value === undefined || hasAtMostTwoDecimals(value))
    // A JSON number is read as decimal text too: 1e-9 is refused, not stored as 0.
    .test('decimal-text', 'Raised Amount can have at most 2 decimals', function raisedText(value) {
      return value === undefined || typeof this.originalValue !== 'number' || decimalTextTest('Raised Amount', undefined, { allowZero: true }).call(this, value);
    });

/** Optional funding target (BDT); null or absent = none. Investing beyond it is refused. */
const fundingTargetField = () =>
  yup
    .number()
    .transform(numberOrTextOnly)
    .transform(blankToUndefined)
    .typeError('Funding Target must be a number')
    .nullable()
    .optional()
    .positive('Funding Target must be more than 0')
    .max(RAISED_AMOUNT_MAX_BDT, 'Funding Target is too large')
    .test('two-decimals', 'Funding Target can have at most 2 decimals', (value) => value === undefined || value === null || hasAtMostTwoDecimals(value));

/** The investors' profit share in whole percent, 0-100 (the rest is the company's). */
const investorSharePercentField = () =>
  yup.number().transform(numberOrTextOnly).transform(blankToUndefined).typeError(M.shareWhole).optional().integer(M.shareWhole).min(0, M.shareWhole).max(100, M.shareWhole);

/** The API body of POST /api/project and PUT /api/project/:id; the server adds only database checks. */
export const projectBodySchema = yup
  .object({
    title: titleField(),
    price: priceField(),
    description: descriptionField(),
    targetAchieved: percentNumber('targetAchieved'),
    location: locationField(),
    profitRatio: percentNumber('profitRatio'),
    // The client sends roi copied from profitRatio; a different value is a contradiction, not a choice.
    roi: yup
      .number()
      .transform(numberOrTextOnly)
      .typeError('ROI must be a number')
      .optional()
      .test('equals-profit-ratio', 'ROI must equal the profit ratio', function equalsProfitRatio(value) {
        return value === undefined || value === (this.parent as { profitRatio?: unknown }).profitRatio;
      }),
    // One expected return: an older client's expected profit rate is read only as the same figure as roi.
    expectedProfitRate: yup
      .number()
      .transform(numberOrTextOnly)
      .typeError('Expected Profit Rate must be a number')
      .nullable()
      .optional()
      .test('equals-profit-ratio', 'Expected Profit Rate must equal the profit ratio (one expected return)', function equalsProfitRatio(value) {
        return value === undefined || value === null || value === (this.parent as { profitRatio?: unknown }).profitRatio;
      }),
    raisedAmount: raisedAmountField().required(M.required.raisedAmount),
    fundingTarget: fundingTargetField(),
    investorSharePercent: investorSharePercentField(),
    investmentOptions: yup
      .array()
      .typeError(M.optionsFormat)
      .of(
        yup
          .number()
          .transform(numberOrTextOnly)
          .typeError(M.optionsFormat)
          .required(M.optionsFormat)
          .positive(M.optionsFormat)
          .max(MAX_AMOUNT_BDT, M.optionsFormat)
          .test('two-decimals', M.optionsFormat, (value) => value === undefined || hasAtMostTwoDecimals(value))
          .test('decimal-text', M.optionsFormat, decimalTextTest('Investment option', M.optionsFormat)),
      )
      .required(M.required.investmentOptions)
      .min(1, M.required.investmentOptions)
      .max(INVESTMENT_OPTIONS_MAX, M.optionsCount),
    // Every field except the images is required (spec section 5): none is '' and shows the placeholder.
    defaultImage: optionalImageUrlField('Default image'),
    galleryImages: yup
      .array()
      .typeError('Gallery images must be a list of URLs')
      .of(imageUrlField('Gallery image'))
      .max(GALLERY_IMAGES_MAX, `At most ${GALLERY_IMAGES_MAX} gallery images are allowed`)
      .default([]),
    ...projectFactBodyFields(),
  })
  .noUnknown(UNKNOWN);

export type ProjectBody = yup.InferType<typeof projectBodySchema>;

/**
 * PUT /api/project/:id: the same body, but the raised amount is derived from the project's holdings
 * and ignored, so a stale edit form can never cancel money invested meanwhile.
 */
export const projectUpdateBodySchema = projectBodySchema.shape({ raisedAmount: raisedAmountField().optional() });

export type ProjectUpdateBody = yup.InferType<typeof projectUpdateBodySchema>;
