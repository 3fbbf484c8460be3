import { promotionText } from '../../../src/client/components/promotion-text';
import { discountFixture } from '../fixtures/discounts';

// The promotion's texts follow the one bilingual rule (shared/localized.ts), as projects do.
describe('promotionText', () => {
  test('Bengali shows the Bengali texts an admin wrote', () => {
    const promotion = discountFixture({ companyBn: 'গ্রিন বিল্ডার্স', offer: '10% off', offerBn: '১০% ছাড়' });
    expect(promotionText(promotion, 'bn')).toEqual({ company: 'গ্রিন বিল্ডার্স', offer: '১০% ছাড়' });
    expect(promotionText(promotion, 'en')).toEqual({ company: 'Green Builders Ltd', offer: '10% off' });
  });

  test('Bengali without Bengali texts falls back to the English ones', () => {
    expect(promotionText(discountFixture({ offer: '10% off' }), 'bn')).toEqual({ company: 'Green Builders Ltd', offer: '10% off' });
  });

  test('an offer written only in Bengali still shows in English, and no offer stays none', () => {
    expect(promotionText(discountFixture({ offerBn: '১০% ছাড়' }), 'en').offer).toBe('১০% ছাড়');
    expect(promotionText(discountFixture(), 'en').offer).toBeNull();
    expect(promotionText(discountFixture({ offerBn: '  ' }), 'bn').offer).toBeNull();
  });
});
