import type { DiscountDto } from '../../../../src/shared/api-types';
import { http, HttpResponse } from 'msw';

export const DISCOUNTS_URL = 'http://localhost/api/discounts';
export const DISCOUNT_URL = 'http://localhost/api/discount';

export function discountFixture(overrides: Partial<DiscountDto> = {}): DiscountDto {
  return {
    _id: 'd1',
    company: 'Green Builders Ltd',
    companyBn: null,
    offer: null,
    offerBn: null,
    endsAt: null,
    ended: false,
    imageUrl: 'http://localhost/uploads/images/promo-1.jpg',
    percent: 20,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const discountList = (discounts: DiscountDto[]) => http.get(DISCOUNTS_URL, () => HttpResponse.json({ discounts }));
