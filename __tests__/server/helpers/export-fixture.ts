import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { depositAt } from './deposit-fixture';
import { postFixtureDistribution } from './distribution-fixture';
import { createProjectViaApi } from './project-api';
import { createTestAdmin, createTestUser, type TestUser } from './users';

export interface ExportWorld {
  admin: TestUser;
  rahim: TestUser;
  eve: TestUser;
  projectId: string;
  deposits: { approved: string; beforeMidnight: string; afterMidnight: string };
  distributions: { kept: string; reversed: string; reversal: string };
}

const post = async (app: FastifyInstance, as: TestUser, url: string, payload: object, status: number) => {
  const res = await app.inject({ method: 'POST', url, headers: as.headers, payload });
  if (res.statusCode !== status) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
};

/**
 * One of everything the exports list: an admin, a Bengali-named investor and a deactivated one whose
 * name looks like a formula; three deposits around midnight in Dhaka (18:00 UTC); a project with
 * opening capital, a company co-investment and an investment; a profit kept, one reversed; expenses.
 */
export async function seedExportWorld(app: FastifyInstance, db: Kysely<Database>): Promise<ExportWorld> {
  const admin = await createTestAdmin(db, { fullname: 'Admin One', email: 'admin@example.com', unique_id: null, created_at: '2026-01-01T00:00:00.000Z' });
  const rahim = await createTestUser(db, {
    fullname: 'রহিম উদ্দিন',
    email: 'rahim@example.com',
    phone: '+8801711000000',
    language: 'bn',
    unique_id: 'iv1001',
    created_at: '2026-01-02T00:00:00.000Z',
  });
  const eve = await createTestUser(db, {
    fullname: '=HYPERLINK("http://evil.example","x")',
    email: 'eve@example.com',
    unique_id: 'iv1002',
    is_active: 0,
    created_at: '2026-01-03T00:00:00.000Z',
  });

  const approved = await depositAt(
    db,
    rahim,
    50_000_50,
    '2026-02-01T03:00:00.000Z',
    { status: 'approved', by: admin },
    { method: 'bkash', reference: '9G7A1B2C3D', sender: '01711000000' },
  );
  // 23:59:59.999 on 1 February in Dhaka, and midnight starting 2 February.
  const beforeMidnight = await depositAt(db, eve, 300_00, '2026-02-01T17:59:59.999Z');
  const afterMidnight = await depositAt(db, eve, 100_00, '2026-02-01T18:00:00.000Z', { status: 'rejected', by: admin, remarks: '-1, "blurred"', remarksBn: 'ছবি, ঝাপসা' });

  const project = await createProjectViaApi(app, admin, { title: 'Dhaka Rice Mill', raisedAmount: 1000, investmentOptions: [1000] });
  await post(app, admin, '/api/investment/allocate-funds', { projectId: project._id, amount: 750.25 }, 201);
  await post(app, admin, '/api/investment/allocate-funds', { projectId: project._id, amount: 20000, userId: rahim.user.id }, 201);

  const profit = (amount: number, periodStart: string) =>
    postFixtureDistribution(db, {
      projectId: project._id,
      actorId: admin.user.id,
      kind: 'profit',
      lines: [{ userId: rahim.user.id, amount }],
      companyShare: 5_00,
      periodStart,
      periodEnd: periodStart,
    });
  const kept = await profit(10_00, '2026-01-31');
  const reversed = await profit(20_00, '2026-02-28');
  await post(app, admin, `/api/distributions/${reversed.id}/reverse`, { reason: 'Wrong period' }, 200);
  const reversal = (await db.selectFrom('distributions').select('id').where('reverses_distribution_id', '=', reversed.id).executeTakeFirstOrThrow()).id;

  await post(app, admin, '/api/expenses', { description: 'অফিস ভাড়া', amount: 25000, category: 'Rent' }, 201);
  await post(app, admin, '/api/expenses', { description: '@SUM(A1:A2)', amount: 99.5, category: 'Other' }, 201);
  return { admin, rahim, eve, projectId: project._id, deposits: { approved, beforeMidnight, afterMidnight }, distributions: { kept: kept.id, reversed: reversed.id, reversal } };
}
