import fs from 'node:fs';
import path from 'node:path';
import { demoImageKeys } from '../../src/server/db/seed/demo-image-files';
import { seedDemoContent } from '../../src/server/db/seed/seed-demo';
import { findLedgerMismatches } from '../../src/server/services/ledger';
import { ensureAdmin } from '../../src/server/services/admin-account';
import { verifyPassword } from '../../src/server/services/passwords';
import { createLocalStorage } from '../../src/server/services/storage/local-storage';
import { uploadsDir } from '../../src/server/app';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';

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
    }
    const imageUrl = new URL(projects[0].defaultImage);
    const image = await ctx.app.inject({ method: 'GET', url: imageUrl.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(fs.existsSync(path.join(uploadsDir(ctx.config), imageUrl.pathname.replace('/uploads/', '')))).toBe(true);

    const promotions = await ctx.database.db.selectFrom('discounts').selectAll().execute();
    expect(promotions).toHaveLength(3);
    const bank = await ctx.database.db.selectFrom('bank_info').selectAll().executeTakeFirstOrThrow();
    expect(bank.account_number).toMatch(/^\d+$/);
    // Each project's raised amount is explained by its opening ledger row.
    expect(await findLedgerMismatches(ctx.database.db)).toEqual([]);
    // The build pre-renders exactly the images the seed stores.
    const stored = fs.readdirSync(path.join(uploadsDir(ctx.config), 'demo')).sort();
    expect(stored).toEqual(demoImageKeys().map(([kind, seed]) => `${kind}-${seed}.jpg`).sort());
    // Rasterising some forty scenes is CPU work that a busy test machine slows down.
  }, 30_000);

  test('ensureAdmin creates the admin once, then leaves it alone', async () => {
    const admin = { email: 'admin@example.com', password: 'correct horse battery' };
    expect(await ensureAdmin(ctx.database.db, admin)).toBe('created');
    expect(await ensureAdmin(ctx.database.db, admin)).toBe('unchanged');
    const row = await ctx.database.db.selectFrom('users').selectAll().where('email', '=', admin.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', is_verified: 1, is_active: 1 });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row.password_hash, admin.password)).toBe(true);
    expect(await verifyPassword(row.password_hash, 'wrong password')).toBe(false);
  });

  test('ensureAdmin promotes an existing investor and keeps their password', async () => {
    const now = new Date().toISOString();
    await ctx.database.db
      .insertInto('users')
      .values({ id: 'u1', email: 'investor@example.com', fullname: 'Investor', password_hash: 'kept-hash', role: 'investor', language: 'bn', created_at: now, updated_at: now })
      .execute();
    expect(await ensureAdmin(ctx.database.db, { email: 'investor@example.com', password: 'another password' })).toBe('promoted');
    const row = await ctx.database.db.selectFrom('users').selectAll().where('id', '=', 'u1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', is_verified: 1, password_hash: 'kept-hash' });
  });
});
