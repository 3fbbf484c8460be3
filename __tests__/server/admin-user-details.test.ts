import type { ProjectDto } from '../../src/shared/api-types';
import { depositAt } from './helpers/deposit-fixture';
import { fundWallet } from './helpers/money';
import { createProjectViaApi } from './helpers/project-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();

/** Issue 18: the dashboard's user details read one user's deposits and holdings. */
describe.each(databaseKinds)("an administrator reads one user's deposits and holdings on %s", (kind) => {
  const {
    ctx,
    admin,
    investors: [investor, other],
  } = useAdminAndInvestor(kind, { investors: [{}, {}] });
  let farm: ProjectDto;
  beforeEach(async () => {
    farm = await createProjectViaApi(ctx.app, admin, { title: 'Farm', raisedAmount: 0, investmentOptions: [1000] });
  });

  const get = (url: string, user: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user.headers });
  test('GET /api/deposit?userId= gives an administrator that user’s deposits only', async () => {
    const mine = await depositAt(ctx.database.db, investor, 150000, '2026-03-01T10:00:00.000Z');
    await depositAt(ctx.database.db, other, 250000, '2026-03-02T10:00:00.000Z');
    const res = await get(`/api/deposit?userId=${investor.user.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect((res.json().deposits as Array<{ _id: string; userId: { _id: string } }>).map((d) => [d._id, d.userId._id])).toEqual([[mine, investor.user.id]]);
    expect((await get('/api/deposit', admin)).json().deposits).toHaveLength(2);
    expect((await get(`/api/deposit?userId=${admin.user.id}`, admin)).json().deposits).toEqual([]);
  });

  test('an investor asking for another user’s deposits still gets only their own', async () => {
    const mine = await depositAt(ctx.database.db, investor, 150000, '2026-03-01T10:00:00.000Z');
    await depositAt(ctx.database.db, other, 250000, '2026-03-02T10:00:00.000Z');
    const res = await get(`/api/deposit?userId=${other.user.id}`, investor);
    expect(res.statusCode).toBe(200);
    expect((res.json().deposits as Array<{ _id: string }>).map((d) => d._id)).toEqual([mine]);
  });

  test.each(['nonsense', '123', 'ffffffffffffffffffffffffff'])('userId=%s is a 400', async (value) => {
    const res = await get(`/api/deposit?userId=${value}`, admin);
    expect([res.statusCode, res.json().message]).toEqual([400, 'userId is not valid.']);
  });

  test('GET /api/auth/users/:id/holdings: that user’s holdings; 404 for nobody; 403 for an investor', async () => {
    await fundWallet(ctx.database.db, investor.user.id, admin.user.id, 5000);
    const invested = await ctx.app.inject({
      method: 'POST',
      url: '/api/investment',
      headers: investor.headers,
      payload: { projectId: farm._id, amount: 2000, idempotencyKey: 'details-invest-1' },
    });
    expect(invested.statusCode).toBe(201);

    const res = await get(`/api/auth/users/${investor.user.id}/holdings`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().holdings).toEqual([expect.objectContaining({ projectId: farm._id, principal: 2000 })]);
    expect((await get(`/api/auth/users/${other.user.id}/holdings`, admin)).json()).toEqual({ holdings: [] });

    const nobody = await get('/api/auth/users/ffffffffffffffffffffffff/holdings', admin);
    expect([nobody.statusCode, nobody.json()]).toEqual([404, { message: 'User not found.', code: 'USER_NOT_FOUND' }]);
    expect((await get(`/api/auth/users/${investor.user.id}/holdings`, investor)).statusCode).toBe(403);
    expect((await get('/api/auth/users/nonsense/holdings', admin)).statusCode).toBe(400);
  });
});
