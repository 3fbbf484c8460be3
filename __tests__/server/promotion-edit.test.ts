import { dhakaToday } from '../../src/server/db/repositories/discounts';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();
jest.setTimeout(30_000);

const UNAUTHENTICATED = { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };
const FORBIDDEN = { message: 'Only administrators can do this.', code: 'FORBIDDEN' };
const NOT_FOUND = { message: 'Promotion not found.', code: 'PROMOTION_NOT_FOUND' };
const invalid = (field: string, message: string) => ({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
const UNKNOWN_ID = 'f'.repeat(24);

/** A Dhaka day `days` from today, 'YYYY-MM-DD'. */
const dhakaDay = (days: number) => dhakaToday(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** Issue 18: promotions are edited, removed and given a last day; Bengali texts are optional. */
describe.each(databaseKinds)('promotion edit, removal and end date on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind);

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, user: TestUser | null = admin) =>
    ctx.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const create = async (body: object = {}) => {
    const res = await send('POST', '/api/discount', { company: 'Acme Foods', imageUrl: '/uploads/promotions/acme.png', ...body });
    expect(res.statusCode).toBe(201);
    return res.json().discount as { _id: string; [key: string]: unknown };
  };
  const publicIds = async () => (await send('GET', '/api/discounts', undefined, null)).json().discounts.map((d: { _id: string }) => d._id);
  const rows = () => ctx.database.db.selectFrom('discounts').selectAll().orderBy('id').execute();
  const events = (action: string) => ctx.database.db.selectFrom('audit_events').selectAll().where('action', '=', action).execute();

  test('POST keeps the Bengali company, the offer in both languages and the end date', async () => {
    const created = await create({ companyBn: ' একমি ফুডস ', offer: '10% off for our investors', offerBn: 'আমাদের বিনিয়োগকারীদের জন্য ১০% ছাড়', endsAt: '2030-01-31' });
    expect(created).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      company: 'Acme Foods',
      companyBn: 'একমি ফুডস',
      offer: '10% off for our investors',
      offerBn: 'আমাদের বিনিয়োগকারীদের জন্য ১০% ছাড়',
      imageUrl: '/uploads/promotions/acme.png',
      percent: null,
      endsAt: '2030-01-31',
      ended: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // Blank optional texts are 'not given'.
    const plain = await create({ companyBn: '  ', offer: '', offerBn: null, endsAt: '' });
    expect(plain).toMatchObject({ companyBn: null, offer: null, offerBn: null, endsAt: null });
  });

  test('PUT changes every field, keeps the image when none is sent, and records promotion_updated with only the changes', async () => {
    const created = await create({ percent: 10 });
    const res = await send('PUT', `/api/discount/${created._id}`, { company: 'Acme Foods Ltd', companyBn: 'একমি ফুডস', offer: 'Free delivery', percent: 12, endsAt: '2030-06-30' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      discount: { ...created, company: 'Acme Foods Ltd', companyBn: 'একমি ফুডস', offer: 'Free delivery', percent: 12, endsAt: '2030-06-30' },
    });
    expect((await send('GET', '/api/discounts', undefined, null)).json().discounts).toEqual([res.json().discount]);

    const [event] = await events('promotion_updated');
    expect(event).toMatchObject({ actor_id: admin.user.id, target_type: 'promotion', target_id: created._id });
    expect(JSON.parse(event!.before!)).toEqual({ company: 'Acme Foods', companyBn: null, offer: null, percent: 10, endsAt: null });
    expect(JSON.parse(event!.after!)).toEqual({ company: 'Acme Foods Ltd', companyBn: 'একমি ফুডস', offer: 'Free delivery', percent: 12, endsAt: '2030-06-30' });

    // A new image replaces the old one; a save that changes nothing records nothing.
    const image = await send('PUT', `/api/discount/${created._id}`, { company: 'Acme Foods Ltd', imageUrl: '/uploads/promotions/new.png' });
    expect(image.json().discount).toMatchObject({ imageUrl: '/uploads/promotions/new.png', companyBn: null, offer: null, percent: null, endsAt: null });
    const same = await send('PUT', `/api/discount/${created._id}`, { company: 'Acme Foods Ltd', imageUrl: '/uploads/promotions/new.png' });
    expect(same.statusCode).toBe(200);
    expect(await events('promotion_updated')).toHaveLength(2);
  });

  test('DELETE removes it from every list (soft delete), records promotion_removed, and a second DELETE or PUT is a 404', async () => {
    const kept = await create({ company: 'Kept' });
    const gone = await create({ company: 'Gone', percent: 5 });
    const res = await send('DELETE', `/api/discount/${gone._id}`);
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Promotion removed.' }]);
    expect(await publicIds()).toEqual([kept._id]);
    expect((await send('GET', '/api/discounts?all=1')).json().discounts.map((d: { _id: string }) => d._id)).toEqual([kept._id]);
    // The row stays for the audit trail.
    expect((await rows()).find((row) => row.id === gone._id)?.removed_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const [event] = await events('promotion_removed');
    expect(event).toMatchObject({ actor_id: admin.user.id, target_type: 'promotion', target_id: gone._id });
    expect(JSON.parse(event!.before!)).toMatchObject({ company: 'Gone', percent: 5 });
    expect(JSON.parse(event!.after!)).toEqual({ removedAt: expect.stringMatching(/^\d{4}-/) });

    for (const [method, payload] of [
      ['DELETE', undefined],
      ['PUT', { company: 'Back', imageUrl: '/uploads/a.png' }],
    ] as const) {
      const again = await send(method, `/api/discount/${gone._id}`, payload);
      expect([again.statusCode, again.json()]).toEqual([404, NOT_FOUND]);
    }
    expect(await events('promotion_removed')).toHaveLength(1);
    expect(await events('promotion_updated')).toHaveLength(0);
  });

  test('unknown ids are 404 PROMOTION_NOT_FOUND; malformed ids 400', async () => {
    for (const [method, payload] of [
      ['DELETE', undefined],
      ['PUT', { company: 'X', imageUrl: '/uploads/a.png' }],
    ] as const) {
      const unknown = await send(method, `/api/discount/${UNKNOWN_ID}`, payload);
      expect([unknown.statusCode, unknown.json()]).toEqual([404, NOT_FOUND]);
      const malformed = await send(method, '/api/discount/not-an-id', payload);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('VALIDATION_FAILED');
    }
  });

  test('a promotion is listed through its last Dhaka day; an ended one only in ?all=1 for admins, marked ended', async () => {
    const yesterday = await create({ company: 'Ended yesterday', endsAt: dhakaDay(-1) });
    const today = await create({ company: 'Ends today', endsAt: dhakaDay(0) });
    const open = await create({ company: 'No end' });
    expect(await publicIds()).toEqual([open._id, today._id]);

    const all = (await send('GET', '/api/discounts?all=1')).json().discounts;
    expect(all.map((d: { _id: string; ended: boolean }) => [d._id, d.ended])).toEqual([
      [open._id, false],
      [today._id, false],
      [yesterday._id, true],
    ]);
    // Moving the end date on brings it back.
    await send('PUT', `/api/discount/${yesterday._id}`, { company: 'Ended yesterday', endsAt: dhakaDay(3) });
    expect(await publicIds()).toEqual([open._id, today._id, yesterday._id]);
  });

  test('?all=1 is an admin option: anonymous 401, investor 403; a bad value 400', async () => {
    const anonymous = await send('GET', '/api/discounts?all=1', undefined, null);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, UNAUTHENTICATED]);
    const asInvestor = await send('GET', '/api/discounts?all=1', undefined, investor);
    expect([asInvestor.statusCode, asInvestor.json()]).toEqual([403, FORBIDDEN]);
    expect((await send('GET', '/api/discounts?all=yes', undefined, null)).statusCode).toBe(400);
  });

  test('PUT and DELETE: anonymous 401, investor 403; nothing changes', async () => {
    const created = await create();
    const before = await rows();
    const body = { company: 'Hijacked', imageUrl: '/uploads/a.png' };
    for (const [user, expected] of [
      [null, [401, UNAUTHENTICATED]],
      [investor, [403, FORBIDDEN]],
    ] as const) {
      const put = await send('PUT', `/api/discount/${created._id}`, body, user);
      expect([put.statusCode, put.json()]).toEqual(expected);
      const del = await send('DELETE', `/api/discount/${created._id}`, undefined, user);
      expect([del.statusCode, del.json()]).toEqual(expected);
    }
    expect(await rows()).toEqual(before);
    expect(await events('promotion_updated')).toHaveLength(0);
    expect(await events('promotion_removed')).toHaveLength(0);
  });

  test.each([
    ['company', { company: '  ' }, 'Please enter a company name.'],
    ['companyBn', { company: 'A', companyBn: 'ক'.repeat(121) }, 'Company name (Bengali) must be at most 120 characters.'],
    ['offer', { company: 'A', offer: 'x'.repeat(161) }, 'Offer must be at most 160 characters.'],
    ['offerBn', { company: 'A', offerBn: ['x'] }, 'Offer (Bengali) must be text.'],
    ['endsAt', { company: 'A', endsAt: '2030-02-30' }, 'End date must be a date (YYYY-MM-DD).'],
    ['endsAt', { company: 'A', endsAt: '31/01/2030' }, 'End date must be a date (YYYY-MM-DD).'],
    ['endsAt', { company: 'A', endsAt: 20300131 }, 'End date must be a date (YYYY-MM-DD).'],
    ['imageUrl', { company: 'A', imageUrl: '' }, 'Please upload an image first.'],
    ['imageUrl', { company: 'A', imageUrl: 'javascript:alert(1)' }, 'Image must be an http(s) URL or an uploaded file.'],
    ['percent', { company: 'A', percent: 0 }, 'Percent must be between 1 and 100.'],
    ['_', { company: 'A', removedAt: null }, 'Unknown field: removedAt'],
  ])('PUT refuses a bad %s with 400 and changes nothing (%#)', async (field, payload, message) => {
    const created = await create({ offer: 'Kept offer' });
    const before = await rows();
    const res = await send('PUT', `/api/discount/${created._id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(field, message));
    expect(await rows()).toEqual(before);
    expect(await events('promotion_updated')).toHaveLength(0);
  });

  test('POST refuses a bad end date or an over-long offer and creates nothing', async () => {
    const res = await send('POST', '/api/discount', { company: 'A', imageUrl: '/uploads/a.png', endsAt: 'tomorrow' });
    expect(res.json()).toEqual(invalid('endsAt', 'End date must be a date (YYYY-MM-DD).'));
    const long = await send('POST', '/api/discount', { company: 'A', imageUrl: '/uploads/a.png', offerBn: 'ক'.repeat(161) });
    expect(long.json()).toEqual(invalid('offerBn', 'Offer (Bengali) must be at most 160 characters.'));
    expect(await rows()).toEqual([]);
  });
});
