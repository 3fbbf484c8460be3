import type { FastifyInstance } from 'fastify';
import type { ProjectDto } from '../../../src/shared/api-types';
import type { TestUser } from './users';

/** A valid POST/PUT /api/project body as the spec's client sends it; `overrides` wins. */
export function projectBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Organic dairy farm, Savar',
    price: '500000',
    description: 'A Shariah-compliant, asset-backed dairy farm with 40 cows, a milk processing shed and a supply contract. '.repeat(2),
    targetAchieved: 35,
    location: 'Savar, Dhaka',
    profitRatio: 12.5,
    roi: 12.5,
    raisedAmount: 150000,
    investmentOptions: [50000, 100000],
    defaultImage: 'https://cdn.example.com/farm.jpg',
    galleryImages: ['https://cdn.example.com/farm.jpg', 'https://cdn.example.com/shed.jpg'],
    ...overrides,
  };
}

/** The funding target createProjectViaApi gives a project unless told otherwise (BDT). */
export const TEST_FUNDING_TARGET = 50_000_000;

/**
 * Creates a project through the API, so its raised amount comes with its opening-capital transfer.
 * It takes investments, so it has a funding target unless `overrides` sets one (null: a showcase).
 */
export async function createProjectViaApi(app: FastifyInstance, admin: TestUser, overrides: Record<string, unknown> = {}): Promise<ProjectDto> {
  const res = await app.inject({ method: 'POST', url: '/api/project', headers: admin.headers, payload: projectBody({ fundingTarget: TEST_FUNDING_TARGET, ...overrides }) });
  if (res.statusCode !== 201) throw new Error(`POST /api/project answered ${res.statusCode}: ${res.body}`);
  return res.json().project;
}
