import type { DiscountDto } from '../../shared/api-types';

/**
 * The company name and offer line a promotion shows in a language (issue 18): the Bengali app
 * shows the Bengali text, or the English one where no Bengali text was given.
 */
export function promotionText(promotion: DiscountDto, lng: string): { company: string; offer: string | null } {
  const bengali = lng.startsWith('bn');
  return {
    company: (bengali && promotion.companyBn) || promotion.company,
    offer: (bengali && promotion.offerBn) || promotion.offer,
  };
}
