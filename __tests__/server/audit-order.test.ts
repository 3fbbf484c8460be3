import { writeTransaction } from '../../src/server/db/transaction';
import { recordAudit } from '../../src/server/services/audit';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';

notePostgresSkip();

/**
 * The trail is read newest first by (created_at, id). Events of one transaction share a millisecond
 * (a recovery code used, then the sign-in it allowed), so the id must keep the order they were written in.
 */
describe.each(databaseKinds)('audit event order on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  test('events written in one transaction read back in the order they were written', async () => {
    const written = ['sign_in_failed', 'sign_in_code_sent', 'recovery_code_used', 'sign_in', 'sessions_revoked', 'sign_out'] as const;
    await writeTransaction(ctx.database.db, async (trx) => {
      for (let round = 0; round < 4; round += 1) {
        for (const action of written) await recordAudit(trx, null, { actorId: null, action, targetType: 'user', targetId: `round-${round}` });
      }
    });
    const rows = await ctx.database.db.selectFrom('audit_events').select(['id', 'action']).orderBy('created_at').orderBy('id').execute();
    expect(rows.map((row) => row.action)).toEqual([...written, ...written, ...written, ...written]);
    for (const row of rows) expect(row.id).toMatch(/^[0-9a-f]{24}$/);
  });
});
