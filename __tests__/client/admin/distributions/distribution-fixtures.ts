import type { DistributionDto } from '../../../../src/shared/distribution-types';

export const PROJECT_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
export const DISTRIBUTION_ID = 'd15700000000000000000001';

/** A profit of 1,00,000 at 70% to investors: two investors and the company's own holding. */
export function previewFixture(overrides: Partial<DistributionDto> = {}): DistributionDto {
  return {
    _id: null,
    projectId: PROJECT_ID,
    kind: 'profit',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-25',
    amount: 100000,
    note: '',
    investorPool: 70000,
    companyShare: 30000,
    lines: [
      { userId: 'u1', fullname: 'Rahim Uddin', capital: 500000, days: 25, weight: 12500000, amount: 43750 },
      { userId: null, fullname: '', capital: 200000, days: 25, weight: 5000000, amount: 17500 },
      { userId: 'u2', fullname: 'Karima Begum', capital: 100000, days: 25, weight: 2500000, amount: 8750 },
    ],
    reference: null,
    createdAt: null,
    reversedAt: null,
    reversalReason: null,
    posting: null,
    reversalPosting: null,
    ...overrides,
  };
}

export function postedFixture(overrides: Partial<DistributionDto> = {}): DistributionDto {
  return previewFixture({ _id: DISTRIBUTION_ID, reference: 'DIS-D1570000', createdAt: '2026-11-25T08:00:00.000Z', ...overrides });
}

/** An RTK Query error as unwrap() throws it. */
export const httpError = (status: number | 'FETCH_ERROR', data?: unknown) => ({ status, data });
