import * as yup from 'yup';
import { toAsciiDigits } from '../format';
import { numberOrTextOnly, trimmedString } from './fields';
import { imageUrlField } from './image-url';

const UNKNOWN = 'Unknown field: ${unknown}';
export const COMPANY_MAX = 120;

/** Every message the promotion form can show; the client passes translation keys instead. */
export interface DiscountMessages {
  companyRequired: string;
  companyTooLong: string;
  imageRequired: string;
  percentRange: string;
}

// The spec's messages (section 5) and the API's.
export const DISCOUNT_MESSAGES: DiscountMessages = {
  companyRequired: 'Please enter a company name.',
  companyTooLong: `Company name must be at most ${COMPANY_MAX} characters.`,
  imageRequired: 'Please upload an image first.',
  percentRange: 'Percent must be between 1 and 100.',
};

/** Create promotion (spec section 5): the image must be uploaded first and the company non-blank. */
export const buildDiscountSchema = (m: DiscountMessages = DISCOUNT_MESSAGES) =>
  yup
    .object({
      company: trimmedString('Company name must be text.').required(m.companyRequired).max(COMPANY_MAX, m.companyTooLong),
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
    })
    .noUnknown(UNKNOWN);

export const discountBodySchema = buildDiscountSchema();

export type DiscountBody = yup.InferType<typeof discountBodySchema>;
