import fs from 'node:fs';
import path from 'node:path';
import { demoImageKeys } from '../../src/server/db/seed/demo-image-files';
import { seedDemoContent } from '../../src/server/db/seed/seed-demo';
import { ledgerProblems } from './helpers/money';
import { AdminAccountError, ensureAdmin } from '../../src/server/services/admin-account';
import { verifyPassword } from '../../src/server/services/passwords';
import { createLocalStorage } from '../../src/server/services/storage/local-storage';
import { uploadsDir } from '../../src/server/app';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

describe.each(databaseKinds)('start-up content on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  test('demo content fills an empty database once, with real JPEG images served from /uploads', async () => {
    const storage = createLocalStorage(uploadsDir(ctx.config));
    expect(await seedDemoContent(ctx.database.db, storage)).toEqual({ projects: 8, promotions: 3, bank: true });
    expect(await seedDemoContent(ctx.database.db, storage)).toEqual({ projects: 0, promotions: 0, bank: false });

    const { projects } = (await ctx.app.inject({ method: 'GET', url: '/api/project/list' })).json();
    expect(projects).toHaveLength(8);
    for (const project of projects) {
      expect(project.description.length).toBeGreaterThanOrEqual(100);
      expect(project.galleryImages.length).toBeGreaterThanOrEqual(3);
      expect(project.defaultImage).toBe(project.galleryImages[0]);
      // Every demo project takes investments: a target, its raised amount is opening capital and the percentage derives from it.
      expect(project.fundingTarget).toBeGreaterThan(0);
      expect(project.openingCapital).toBe(project.raisedAmount);
      expect(project.targetAchieved).toBe(Math.floor((project.raisedAmount * 1000) / project.fundingTarget) / 10);
      for (const text of [project.titleBn, project.locationBn, project.descriptionBn]) expect(text).toMatch(/[\u0980-\u09ff]/);
    }
    const imageUrl = new URL(projects[0].defaultImage, 'http://localhost');
    const image = await ctx.app.inject({ method: 'GET', url: imageUrl.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(fs.existsSync(path.join(uploadsDir(ctx.config), imageUrl.pathname.replace('/uploads/', '')))).toBe(true);

    const promotions = await ctx.database.db.selectFrom('discounts').selectAll().execute();
    expect(promotions).toHaveLength(3);
    for (const promotion of promotions) for (const text of [promotion.company_bn, promotion.offer_bn]) expect(text).toMatch(/[\u0980-\u09ff]/);
    const bank = await ctx.database.db.selectFrom('payment_accounts').selectAll().where('kind', '=', 'bank').executeTakeFirstOrThrow();
    expect(bank.account_number).toMatch(/^\d+$/);
    // Issue 17: a bank account and a bKash number, bank first, both demo, both with a Bengali instruction.
    const accounts = (await ctx.app.inject({ method: 'GET', url: '/api/payment-accounts' })).json().paymentAccounts;
    expect(accounts.map((a: { kind: string; isDemo: boolean; active: boolean }) => [a.kind, a.isDemo, a.active])).toEqual([
      ['bank', true, true],
      ['bkash', true, true],
    ]);
    for (const account of accounts) expect(account.instructionBn).toMatch(/[\u0980-\u09ff]/);
    expect(accounts[1].accountNumber).toMatch(/^01[3-9]\d{8}$/);
    // Each project's raised amount is explained by its opening-capital transfer.
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);
    // The build pre-renders exactly the images the seed stores.
    const stored = fs.readdirSync(path.join(uploadsDir(ctx.config), 'demo')).sort();
    expect(stored).toEqual(
      demoImageKeys()
        .map(([kind, seed]) => `${kind}-${seed}.jpg`)
        .sort(),
    );
    // Rasterising some forty scenes is CPU work that a busy test machine slows down.
  }, 30_000);

  const auditOf = (userId: string) =>
    ctx.database.db.selectFrom('audit_events').select(['action', 'actor_id', 'target_type', 'target_id', 'ip']).where('target_id', '=', userId).execute();

  test('ensureAdmin creates the admin once (recorded in the audit trail), then leaves it alone', async () => {
    const admin = { email: 'admin@example.com', password: 'correct horse battery' };
    expect(await ensureAdmin(ctx.database.db, admin)).toBe('created');
    expect(await ensureAdmin(ctx.database.db, admin)).toBe('unchanged');
    const row = await ctx.database.db.selectFrom('users').selectAll().where('email', '=', admin.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', is_verified: 1, is_active: 1 });
    // The Users tab's search reads search_text: the admin must be findable there like anyone else.
    expect(row.search_text).toBe('administrator\nadmin@example.com\n\n');
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row.password_hash, admin.password)).toBe(true);
    expect(await verifyPassword(row.password_hash, 'wrong password')).toBe(false);
    expect(await auditOf(row.id)).toEqual([{ action: 'admin_created', actor_id: null, target_type: 'user', target_id: row.id, ip: null }]);
  });

  test('ensureAdmin promotes a verified investor whose password is ADMIN_PASSWORD, keeping the password', async () => {
    const investor = await createTestUser(ctx.database.db, { email: 'verified-owner@example.com', password: 'the owner password' });
    expect(await ensureAdmin(ctx.database.db, { email: investor.user.email, password: 'the owner password' })).toBe('promoted');
    const row = await ctx.database.db.selectFrom('users').selectAll().where('id', '=', investor.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', is_verified: 1, password_hash: investor.user.password_hash });
    expect(await auditOf(row.id)).toEqual([{ action: 'admin_promoted', actor_id: null, target_type: 'user', target_id: row.id, ip: null }]);
  });

  test.each([
    ['an unverified stranger who signed up with that address', { is_verified: 0 }, 'the owner password', /^ADMIN_EMAIL .* belongs to an account whose email is not verified/],
    [
      'a verified investor whose password is not ADMIN_PASSWORD (say, who moved their account to that address)',
      {},
      'not their password',
      /^ADMIN_PASSWORD does not match the password of the existing account /,
    ],
    ['an admin whose password is not ADMIN_PASSWORD', { role: 'admin' as const }, 'not their password', /^ADMIN_PASSWORD does not match the password of the administrator /],
    ['a deactivated account', { is_active: 0 }, 'the owner password', /^ADMIN_EMAIL .* belongs to a deactivated account/],
  ])('ensureAdmin refuses %s and changes nothing', async (_label, overrides, adminPassword, message) => {
    const user = await createTestUser(ctx.database.db, { password: 'the owner password', ...overrides });
    const before = await ctx.database.db.selectFrom('users').selectAll().where('id', '=', user.user.id).executeTakeFirstOrThrow();
    const attempt = ensureAdmin(ctx.database.db, { email: user.user.email, password: adminPassword });
    await expect(attempt).rejects.toBeInstanceOf(AdminAccountError);
    await expect(attempt).rejects.toThrow(message);
    await expect(attempt).rejects.toThrow(/Nothing was changed\. Check ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(await ctx.database.db.selectFrom('users').selectAll().where('id', '=', user.user.id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await auditOf(user.user.id)).toEqual([]);
  });
});
