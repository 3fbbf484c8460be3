import fs from 'node:fs';
import path from 'node:path';
import { newId } from '../../src/server/db/ids';
import { ORPHAN_AGE_MS, recordUpload, sweepOrphanUploads, UPLOADS_PER_HOUR } from '../../src/server/services/uploads/upload-records';
import { fileBody, pngImage } from './helpers/multipart';
import { projectBody } from './helpers/project-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

/** Issue 14: uploads are limited per user and the ones nothing refers to are deleted after 24 hours. */
describe.each(databaseKinds)('upload limits and orphan deletion on %s', (kind) => {
  const { ctx, admin } = useAdminAndInvestor(kind, { shared: true, investors: [] });
  let png: Buffer;
  beforeAll(async () => {
    png = await pngImage(8, 8);
  });

  const upload = (user: TestUser, visibility = 'private') => {
    const body = fileBody(png);
    return ctx.app.inject({ method: 'POST', url: `/api/file/upload?visibility=${visibility}`, payload: body.payload, headers: { ...body.headers, ...user.headers } });
  };
  const uploadRows = (userId: string) => ctx.database.db.selectFrom('uploads').selectAll().where('user_id', '=', userId).execute();

  test(`each upload is recorded; the ${UPLOADS_PER_HOUR + 1}st in an hour is refused with 429 UPLOAD_LIMIT`, async () => {
    const investor = await createTestUser(ctx.database.db);
    const first = await upload(investor);
    expect(first.statusCode).toBe(201);
    expect(await uploadRows(investor.user.id)).toEqual([
      { key: expect.stringMatching(new RegExp(`^${investor.user.id}/[0-9a-f]{24}\\.png$`)), user_id: investor.user.id, visibility: 'private', created_at: expect.any(String) },
    ]);
    // The rest of the hour's allowance, recorded as the route records them (quicker than 29 uploads).
    for (let i = 1; i < UPLOADS_PER_HOUR; i += 1)
      await recordUpload(ctx.database.db, { key: `${investor.user.id}/${newId()}.png`, userId: investor.user.id, visibility: 'private' });
    const refused = await upload(investor);
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { message: `You can upload at most ${UPLOADS_PER_HOUR} files an hour. Please try again later.`, code: 'UPLOAD_LIMIT' },
    ]);
    expect(await uploadRows(investor.user.id)).toHaveLength(UPLOADS_PER_HOUR);
    // Another user is not affected.
    expect((await upload(await createTestUser(ctx.database.db))).statusCode).toBe(201);
  });

  test('uploads older than an hour no longer count', async () => {
    const investor = await createTestUser(ctx.database.db);
    const old = Date.now() - 61 * 60 * 1000;
    for (let i = 0; i < UPLOADS_PER_HOUR; i += 1)
      await recordUpload(ctx.database.db, { key: `${investor.user.id}/${newId()}.png`, userId: investor.user.id, visibility: 'private' }, old);
    expect((await upload(investor)).statusCode).toBe(201);
  });

  test('the sweep deletes an unreferenced upload older than 24 h (file and row) and keeps referenced and recent ones', async () => {
    const investor = await createTestUser(ctx.database.db);
    const keyOf = (url: string) => new URL(url, 'http://localhost').pathname.replace('/api/file/private/', '');
    const orphan = keyOf((await upload(investor)).json().url);
    const cited = keyOf((await upload(investor)).json().url);
    const recent = keyOf((await upload(investor)).json().url);
    const deposit = await ctx.app.inject({ method: 'POST', url: '/api/deposit', headers: investor.headers, payload: { amount: 500, url: `/api/file/private/${cited}` } });
    expect(deposit.statusCode).toBe(201);
    const orphanImage = (await upload(admin, 'public')).json().url as string;
    const coverImage = (await upload(admin, 'public')).json().url as string;
    const galleryImage = (await upload(admin, 'public')).json().url as string;
    const promotionImage = (await upload(admin, 'public')).json().url as string;
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/project', headers: admin.headers, payload: projectBody({ defaultImage: coverImage, galleryImages: [galleryImage] }) }))
        .statusCode,
    ).toBe(201);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/discount', headers: admin.headers, payload: { company: 'Acme', imageUrl: promotionImage } })).statusCode).toBe(201);

    const privateDir = path.join(ctx.config.dataDir, 'private');
    const uploadsDir = path.join(ctx.config.dataDir, 'uploads');
    const publicKey = (url: string) => url.replace(/^\/uploads\//, '');

    // This test's uploads but `recent` are made a day and a minute old; the other tests' stay recent.
    const dayAgo = new Date(Date.now() - ORPHAN_AGE_MS - 60_000).toISOString();
    const aged = [orphan, cited, ...[orphanImage, coverImage, galleryImage, promotionImage].map(publicKey)];
    await ctx.database.db.updateTable('uploads').set({ created_at: dayAgo }).where('key', 'in', aged).execute();
    expect(fs.existsSync(path.join(privateDir, orphan))).toBe(true);

    // Two processes sweeping at once: each file is deleted once, by one of them.
    const [a, b] = await Promise.all([sweepOrphanUploads(ctx.database.db, ctx.app.storage), sweepOrphanUploads(ctx.database.db, ctx.app.storage)]);
    expect([...a.deleted, ...b.deleted].sort()).toEqual([orphan, publicKey(orphanImage)].sort());

    expect(fs.existsSync(path.join(privateDir, orphan))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, publicKey(orphanImage)))).toBe(false);
    for (const kept of [cited, recent]) expect(fs.existsSync(path.join(privateDir, kept))).toBe(true);
    for (const kept of [coverImage, galleryImage, promotionImage]) expect(fs.existsSync(path.join(uploadsDir, publicKey(kept)))).toBe(true);
    const keys = (await ctx.database.db.selectFrom('uploads').select('key').execute()).map((row) => row.key);
    expect(keys).not.toContain(orphan);
    expect(keys).toEqual(expect.arrayContaining([cited, recent, publicKey(coverImage), publicKey(galleryImage), publicKey(promotionImage)]));
    // The image the deposit cites is still served.
    expect((await sweepOrphanUploads(ctx.database.db, ctx.app.storage)).deleted).toEqual([]);
  });

  test('driven by its clock: an unreferenced upload survives until it is 24 hours old', async () => {
    const investor = await createTestUser(ctx.database.db);
    const key = new URL((await upload(investor)).json().url, 'http://localhost').pathname.replace('/api/file/private/', '');
    expect((await sweepOrphanUploads(ctx.database.db, ctx.app.storage, { now: Date.now() + ORPHAN_AGE_MS - 60_000 })).deleted).not.toContain(key);
    expect((await sweepOrphanUploads(ctx.database.db, ctx.app.storage, { now: Date.now() + ORPHAN_AGE_MS + 60_000 })).deleted).toContain(key);
  });

  test('files the upload route never recorded (the demo seed) are never swept', async () => {
    await ctx.app.storage.putPublic('demo/untracked-1.jpg', Buffer.from('x'), 'image/jpeg');
    await sweepOrphanUploads(ctx.database.db, ctx.app.storage, { now: Date.now() + 10 * ORPHAN_AGE_MS });
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'uploads', 'demo', 'untracked-1.jpg'))).toBe(true);
  });
});
