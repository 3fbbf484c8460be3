import * as yup from 'yup';
import { numberOrTextOnly, trimmedString } from './fields';
import { imageUrlField } from './image-url';

const UNKNOWN = 'Unknown field: ${unknown}';
export const COMPANY_MAX = 120;
const PERCENT_RANGE = 'Percent must be between 1 and 100.';

/** Create promotion (spec section 5): the image must be uploaded first and the company non-blank. */
export const discountBodySchema = yup
  .object({
    company: trimmedString('Company name must be text.').required('Please enter a company name.').max(COMPANY_MAX, `Company name must be at most ${COMPANY_MAX} characters.`),
    imageUrl: imageUrlField('Image', 'Please upload an image first.'),
    percent: yup
      .number()
      .transform(numberOrTextOnly)
      .transform((value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? null : value))
      .typeError(PERCENT_RANGE)
      .min(1, PERCENT_RANGE)
      .max(100, PERCENT_RANGE)
      .nullable()
      .default(null),
  })
  .noUnknown(UNKNOWN);

export type DiscountBody = yup.InferType<typeof discountBodySchema>;
