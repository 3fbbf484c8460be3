import type { DiscountDto } from '../../shared/api-types';
import { localized } from '../../shared/localized';

/**
 * The company name and offer line a promotion shows in a language, by the one rule every
 * bilingual content follows (shared/localized.ts): the Bengali in Bengali when written, else the
 * English, else the Bengali, so an offer written only in Bengali still shows in English.
 */
export function promotionText(promotion: DiscountDto, lng: string): { company: string; offer: string | null } {
  return {
    company: localized(promotion.company, promotion.companyBn, lng),
    offer: localized(promotion.offer, promotion.offerBn, lng),
  };
}
