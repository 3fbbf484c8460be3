import type { DiscountDto } from '../../../../shared/api-types';
import { toAsciiDigits } from '../../../../shared/format';
import { buildDiscountSchema } from '../../../../shared/schemas/discounts';
import type { DiscountRequest } from './api';

/**
 * The promotion form (create and edit): the server's rules (src/shared/schemas/discounts.ts) with
 * translation keys as messages, so a shown error is re-translated when the language changes.
 */
export const promotionSchema = buildDiscountSchema({
  companyRequired: 'admin.promotions.create.missingCompanyText',
  companyTooLong: 'admin.promotions.create.companyTooLong',
  companyBnTooLong: 'admin.promotionEdit.companyBnTooLong',
  offerTooLong: 'admin.promotionEdit.offerTooLong',
  offerBnTooLong: 'admin.promotionEdit.offerBnTooLong',
  imageRequired: 'admin.promotions.create.missingImageText',
  percentRange: 'admin.promotions.create.percentRange',
  endsAtInvalid: 'admin.promotionEdit.endsAtInvalid',
});

/** The form's values, as typed; every optional field is '' when empty. */
export interface PromotionFormValues {
  company: string;
  companyBn: string;
  offer: string;
  offerBn: string;
  /** The uploaded image's URL; set when the upload succeeds (on edit: the current image). */
  imageUrl: string;
  /** Optional percent off, as typed. */
  percent: string;
  /** Optional last day, 'YYYY-MM-DD' as the date input gives it. */
  endsAt: string;
}

export const EMPTY_PROMOTION: PromotionFormValues = { company: '', companyBn: '', offer: '', offerBn: '', imageUrl: '', percent: '', endsAt: '' };

/** An existing promotion as the edit form's starting values. */
export const toFormValues = (promotion: DiscountDto): PromotionFormValues => ({
  company: promotion.company,
  companyBn: promotion.companyBn ?? '',
  offer: promotion.offer ?? '',
  offerBn: promotion.offerBn ?? '',
  imageUrl: promotion.imageUrl,
  percent: promotion.percent === null ? '' : String(promotion.percent),
  endsAt: promotion.endsAt ?? '',
});

/**
 * The request body. A new promotion sends only what was given (the spec's `{company, imageUrl}`
 * when nothing optional is filled in); an edit sends every field, null clearing an emptied one.
 */
export function toRequestBody(values: PromotionFormValues, editing: boolean): DiscountRequest {
  const percentText = toAsciiDigits(values.percent).trim();
  const optional = {
    companyBn: values.companyBn.trim() || null,
    offer: values.offer.trim() || null,
    offerBn: values.offerBn.trim() || null,
    percent: percentText ? Number(percentText) : null,
    endsAt: values.endsAt || null,
  };
  const given = editing ? optional : Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null));
  return { company: values.company.trim(), imageUrl: values.imageUrl, ...given };
}
