import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../src/shared/notification-types';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ProjectDto } from '../../src/shared/api-types';
import { PROJECT_EXTRAS_UNSET } from '../shared/project-extras';

/** msw stands in for the API in client tests only; the product always talks to the real server. */
// Issue 18: every project page also lists the project's documents; none unless a test says otherwise.
export const server = setupServer(
  http.get('http://localhost/api/project/:id/documents', () => HttpResponse.json({ documents: [] })),
  // The footer and contract texts read Settings; a test that cares answers with its own.
  http.get('http://localhost/api/trust', () => HttpResponse.json({ company: null, advisors: [], contracts: [] })),
  // A signed-in header shows the inbox's bell; an empty inbox unless a test says otherwise.
  http.get('http://localhost/api/notifications', () => HttpResponse.json({ notifications: [], nextCursor: null, unread: 0 })),
  // The profile shows the choice of channels: every account starts with the defaults.
  http.get('http://localhost/api/notifications/preferences', () => HttpResponse.json(DEFAULT_NOTIFICATION_PREFERENCES)),
);

export function setupApiServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function projectFixture(overrides: Partial<ProjectDto> = {}): ProjectDto {
  return {
    _id: 'p1',
    title: 'Bashundhara Green Residency',
    location: 'Bashundhara R/A, Dhaka',
    price: '500000',
    description: 'A nine-storey residential building on a registered plot, shared under a musharakah agreement with investors.',
    defaultImage: 'http://localhost/uploads/demo/project-1.jpg',
    image: 'http://localhost/uploads/demo/project-1.jpg',
    galleryImages: ['http://localhost/uploads/demo/project-1.jpg', 'http://localhost/uploads/demo/project-2.jpg'],
    targetAchieved: 58,
    raisedAmount: 3480000,
    openingCapital: 3480000,
    fundingTarget: null,
    investorSharePercent: 70,
    investorCount: 0,
    termsLocked: false,
    roi: 12,
    expectedProfitRate: 12,
    investmentOptions: [50000, 100000],
    status: 'open',
    completedAt: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    ...PROJECT_EXTRAS_UNSET,
    ...overrides,
  };
}

export const projectList = (projects: ProjectDto[]) => http.get('http://localhost/api/project/list', () => HttpResponse.json({ projects }));
