import { fundWallet } from './helpers/money';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { askWithdrawal } from './helpers/withdrawal-fixture';

notePostgresSkip();

/** The users tab's details read one user's withdrawals; an investor's userId changes nothing (their own only). */
describe.each(databaseKinds)('GET /api/withdrawals?userId= on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [first, second],
  } = useAdminAndInvestor(kind, { investors: [{}, {}] });
  const list = (headers: Record<string, string>, query: string) => ctx.app.inject({ method: 'GET', url: `/api/withdrawals?${query}`, headers });

  test("an admin gets that user's withdrawals only; an investor asking for another's gets their own", async () => {
    for (const user of [first, second]) {
      await fundWallet(ctx.database.db, user.user.id, admin.user.id, 5000);
      expect((await askWithdrawal(ctx.app, user, { amount: 1000 })).statusCode).toBe(201);
    }
    const forAdmin = await list(admin.headers, `userId=${first.user.id}`);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json().withdrawals.map((w: { userId: { _id: string } }) => w.userId._id)).toEqual([first.user.id]);
    expect((await list(admin.headers, '')).json().withdrawals).toHaveLength(2);
    const forInvestor = await list(second.headers, `userId=${first.user.id}`);
    expect(forInvestor.json().withdrawals.map((w: { userId: { _id: string } }) => w.userId._id)).toEqual([second.user.id]);
  });
});
