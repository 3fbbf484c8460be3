import { buildDiscountSchema } from '../../../../shared/schemas/discounts';

/**
 * The create promotion form: the server's rules (src/shared/schemas/discounts.ts) with translation
 * keys as messages, so a shown error is re-translated when the language changes.
 */
export const promotionSchema = buildDiscountSchema({
  companyRequired: 'admin.promotions.create.missingCompanyText',
  companyTooLong: 'admin.promotions.create.companyTooLong',
  imageRequired: 'admin.promotions.create.missingImageText',
  percentRange: 'admin.promotions.create.percentRange',
});

export interface PromotionFormValues {
  company: string;
  /** The uploaded image's URL; set when the upload succeeds. */
  imageUrl: string;
  /** Optional percent off, as typed. */
  percent: string;
}

export const EMPTY_PROMOTION: PromotionFormValues = { company: '', imageUrl: '', percent: '' };
