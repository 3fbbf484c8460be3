import * as yup from 'yup';
import { toAsciiDigits } from '../format';
import { idParams, isCalendarDay, numberOrTextOnly, trimmedString } from './fields';
import { imageUrlField } from './image-url';

const UNKNOWN = 'Unknown field: ${unknown}';
export const COMPANY_MAX = 120;
/** One line under the company on a card ("10% off for our investors"), not a description. */
export const OFFER_MAX = 160;

/** Every message the promotion form can show; the client passes translation keys instead. */
export interface DiscountMessages {
  companyRequired: string;
  companyTooLong: string;
  companyBnTooLong: string;
  offerTooLong: string;
  offerBnTooLong: string;
  imageRequired: string;
  percentRange: string;
  endsAtInvalid: string;
}

// The spec's messages (section 5) and the API's.
export const DISCOUNT_MESSAGES: DiscountMessages = {
  companyRequired: 'Please enter a company name.',
  companyTooLong: `Company name must be at most ${COMPANY_MAX} characters.`,
  companyBnTooLong: `Company name (Bengali) must be at most ${COMPANY_MAX} characters.`,
  offerTooLong: `Offer must be at most ${OFFER_MAX} characters.`,
  offerBnTooLong: `Offer (Bengali) must be at most ${OFFER_MAX} characters.`,
  imageRequired: 'Please upload an image first.',
  percentRange: 'Percent must be between 1 and 100.',
  endsAtInvalid: 'End date must be a date (YYYY-MM-DD).',
};

/** Optional text: trimmed, and blank is 'not given' (null), so an emptied field clears the value. */
const optionalLine = (label: string, max: number, tooLong: string) =>
  trimmedString(`${label} must be text.`)
    .transform((value: unknown) => (value === '' ? null : value))
    .max(max, tooLong)
    .nullable()
    .default(null);

/**
 * Create and edit a promotion (spec section 5): the image must be uploaded first and the company
 * non-blank. The Bengali company and offer texts and the end date are optional.
 */
export const buildDiscountSchema = (m: DiscountMessages = DISCOUNT_MESSAGES) =>
  yup
    .object({
      company: trimmedString('Company name must be text.').required(m.companyRequired).max(COMPANY_MAX, m.companyTooLong),
      companyBn: optionalLine('Company name (Bengali)', COMPANY_MAX, m.companyBnTooLong),
      offer: optionalLine('Offer', OFFER_MAX, m.offerTooLong),
      offerBn: optionalLine('Offer (Bengali)', OFFER_MAX, m.offerBnTooLong),
      imageUrl: imageUrlField('Image', m.imageRequired),
      percent: yup
        .number()
        .transform(numberOrTextOnly)
        // Blank is 'no percent'; Bengali digits typed in the form read as the ASCII number.
        .transform((value: unknown, original: unknown) => {
          if (typeof original !== 'string') return value;
          const text = toAsciiDigits(original).trim();
          return text === '' ? null : Number(text);
        })
        .typeError(m.percentRange)
        .min(1, m.percentRange)
        .max(100, m.percentRange)
        .nullable()
        .default(null),
      // The last day the promotion is shown (a Bangladesh day); blank or null is 'no end'.
      endsAt: trimmedString(m.endsAtInvalid)
        .transform((value: unknown) => (value === '' ? null : value))
        .nullable()
        .default(null)
        .test('calendar-day', m.endsAtInvalid, (value) => value === null || value === undefined || isCalendarDay(value)),
    })
    .noUnknown(UNKNOWN);

export const discountBodySchema = buildDiscountSchema();
export type DiscountBody = yup.InferType<typeof discountBodySchema>;

/** PUT /api/discount/:id: the create body, but the image may be left out (the current one stays). */
export const discountUpdateBodySchema = discountBodySchema.shape({ imageUrl: imageUrlField('Image', DISCOUNT_MESSAGES.imageRequired).optional() });
export type DiscountUpdateBody = yup.InferType<typeof discountUpdateBodySchema>;

export const discountIdParams = idParams('Promotion id');

/** GET /api/discounts: `?all=1` (admins) lists ended promotions too. */
export const discountListQuerySchema = yup
  .object({ all: yup.string().typeError('all must be 1 or 0.').oneOf(['1', '0', 'true', 'false'], 'all must be 1 or 0.') })
  .noUnknown(UNKNOWN);
export type DiscountListQuery = yup.InferType<typeof discountListQuerySchema>;
