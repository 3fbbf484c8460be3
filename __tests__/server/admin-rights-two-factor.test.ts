import fs from 'node:fs';
import path from 'node:path';
import { createSession } from '../../src/server/services/sessions';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { insertPendingDeposit } from './helpers/deposit-fixture';
import { fileBody, pngImage } from './helpers/multipart';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestAdmin, type TestUser } from './helpers/users';
import { askWithdrawal } from './helpers/withdrawal-fixture';

notePostgresSkip();

/**
 * Admin rights need a session that passed two-factor (ADMIN_2FA=required), on every route: the
 * `user` routes that answer more to an admin (every investor's withdrawals and deposits, public
 * uploads) answer an admin session without two-factor as they answer an investor.
 */
describe.each(databaseKinds)('admin rights without two-factor on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind, { fund: 5000, shared: true });
  let unverified: TestUser;
  let verifiedNoLonger: TestUser;
  beforeAll(async () => {
    await insertPendingDeposit(ctx.database.db, investor.user.id, 50_000, { reference: 'TRX-INVESTOR-1', method: 'bkash' });
    expect((await askWithdrawal(ctx.app, investor)).statusCode).toBe(201);
    // An admin who never set it up, and one whose session was opened without passing it.
    unverified = await createTestAdmin(ctx.database.db, {}, { twoFactor: false });
    const session = await createSession(ctx.database.db, admin.user.id, 1);
    verifiedNoLonger = { ...admin, token: session, headers: { authorization: `Bearer ${session}` } };
  });
  const sessions = () =>
    [
      ['an admin who never set up two-factor', unverified],
      ['an enrolled admin whose session did not pass two-factor', verifiedNoLonger],
    ] as const;

  test('GET /api/withdrawals answers only their own rows, not every investor’s payout details', async () => {
    for (const [, who] of sessions()) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/withdrawals', headers: who.headers });
      expect([res.statusCode, res.json().withdrawals]).toEqual([200, []]);
    }
    const full = await ctx.app.inject({ method: 'GET', url: '/api/withdrawals', headers: admin.headers });
    expect(full.json().withdrawals).toHaveLength(1);
  });

  test('GET /api/deposit answers only their own rows, whatever userId says: no screenshots, no TrxIDs', async () => {
    for (const [, who] of sessions()) {
      for (const url of ['/api/deposit', `/api/deposit?userId=${investor.user.id}`]) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: who.headers });
        expect([res.statusCode, res.json().deposits]).toEqual([200, []]);
        expect(res.body).not.toContain('TRX-INVESTOR-1');
      }
    }
    const full = await ctx.app.inject({ method: 'GET', url: `/api/deposit?userId=${investor.user.id}`, headers: admin.headers });
    expect(full.json().deposits.length).toBeGreaterThan(0);
  });

  test('POST /api/file/upload?visibility=public is refused as it is to an investor', async () => {
    for (const [, who] of sessions()) {
      const body = fileBody(await pngImage());
      const res = await ctx.app.inject({ method: 'POST', url: '/api/file/upload?visibility=public', payload: body.payload, headers: { ...body.headers, ...who.headers } });
      expect([res.statusCode, res.json().code]).toEqual([403, 'PUBLIC_UPLOAD_FORBIDDEN']);
    }
    const body = fileBody(await pngImage());
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/file/upload?visibility=public', payload: body.payload, headers: { ...body.headers, ...admin.headers } });
    expect(ok.statusCode).toBe(201);
  });

  test('the admin-only options of public routes (?all=1) need two-factor', async () => {
    for (const [, who] of sessions()) {
      for (const url of ['/api/payment-accounts?all=1', '/api/discounts?all=1']) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: who.headers });
        expect([res.statusCode, res.json().code]).toEqual([403, 'TWO_FACTOR_REQUIRED']);
      }
    }
  });

  test('two-factor turned off: the same admin loses the wider answers at once', async () => {
    const other = await createTestAdmin(ctx.database.db);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/withdrawals', headers: other.headers })).json().withdrawals).toHaveLength(1);
    await ctx.database.db.updateTable('users').set({ totp_secret: null, totp_enabled_at: null }).where('id', '=', other.user.id).execute();
    await ctx.database.db.updateTable('sessions').set({ two_factor_at: null }).where('user_id', '=', other.user.id).execute();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/withdrawals', headers: other.headers })).json().withdrawals).toEqual([]);
  });
});

/** Rights are read in one place (plugins/auth.ts hasAdminRights): no route or service compares the role itself. */
test('no route or service decides rights by comparing the role', () => {
  const root = path.join(__dirname, '../../src/server');
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !/migrations|admin-account\.ts|two-factor[/\\]policy\.ts|plugins[/\\]auth\.ts/.test(full)) {
        if (/\brole\s*[!=]==\s*'admin'/.test(fs.readFileSync(full, 'utf8'))) offenders.push(path.relative(root, full));
      }
    }
  };
  walk(root);
  expect(offenders).toEqual([]);
});
