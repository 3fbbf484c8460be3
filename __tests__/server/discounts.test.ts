import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();

const UNAUTHENTICATED = { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };
const FORBIDDEN = { message: 'Only administrators can do this.', code: 'FORBIDDEN' };
const invalid = (field: string, message: string) => ({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe.each(databaseKinds)('promotion routes on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind);

  const post = (payload: unknown, user: TestUser | null = admin, host = 'invest.test') =>
    ctx.app.inject({ method: 'POST', url: '/api/discount', headers: { ...(user?.headers ?? {}), host }, payload: payload as object });
  const count = async () => (await ctx.database.db.selectFrom('discounts').select('id').execute()).length;

  test('GET /api/discounts is public and answers {discounts: []} when there are none', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/discounts' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ discounts: [] });
  });

  test('POST /api/discount answers 201 {discount}; GET /api/discounts lists newest first', async () => {
    const first = await post({ company: '  Acme Foods  ', imageUrl: 'https://cdn.example.com/acme.jpg', percent: 15 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      discount: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        company: 'Acme Foods',
        companyBn: null,
        offer: null,
        offerBn: null,
        imageUrl: 'https://cdn.example.com/acme.jpg',
        percent: 15,
        endsAt: null,
        ended: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    await pause();
    const second = await post({ company: 'Bengal Travel', imageUrl: 'https://cdn.example.com/bt.jpg' });
    expect(second.statusCode).toBe(201);
    expect(second.json().discount.percent).toBeNull();

    const list = await ctx.app.inject({ method: 'GET', url: '/api/discounts' });
    expect(list.json()).toEqual({ discounts: [second.json().discount, first.json().discount] });
  });

  test("an image on this server's /uploads/ (relative, or absolute on PUBLIC_URL) is stored and answered relative", async () => {
    const absolute = await post({ company: 'Own upload', imageUrl: `${ctx.config.publicUrl}/uploads/promotions/a.png` });
    const relative = await post({ company: 'Relative upload', imageUrl: '/uploads/promotions/b.png' });
    expect(absolute.json().discount.imageUrl).toBe('/uploads/promotions/a.png');
    expect(relative.json().discount.imageUrl).toBe('/uploads/promotions/b.png');
    const rows = await ctx.database.db.selectFrom('discounts').select('image_url').orderBy('image_url').execute();
    expect(rows.map((row) => row.image_url)).toEqual(['/uploads/promotions/a.png', '/uploads/promotions/b.png']);

    const elsewhere = await ctx.app.inject({ method: 'GET', url: '/api/discounts', headers: { host: 'cdn-less.example:8443' } });
    expect(
      elsewhere
        .json()
        .discounts.map((d: { imageUrl: string }) => d.imageUrl)
        .sort(),
    ).toEqual(['/uploads/promotions/a.png', '/uploads/promotions/b.png']);
  });

  test.each([
    ['company', { company: '   ', imageUrl: '/uploads/a.png' }, 'Please enter a company name.'],
    ['company', { imageUrl: '/uploads/a.png' }, 'Please enter a company name.'],
    ['company', { company: 'x'.repeat(121), imageUrl: '/uploads/a.png' }, 'Company name must be at most 120 characters.'],
    ['imageUrl', { company: 'Acme' }, 'Please upload an image first.'],
    ['imageUrl', { company: 'Acme', imageUrl: '' }, 'Please upload an image first.'],
    ['imageUrl', { company: 'Acme', imageUrl: 'javascript:alert(1)' }, 'Image must be an http(s) URL or an uploaded file.'],
    ['imageUrl', { company: 'Acme', imageUrl: `https://cdn.example.com/${'a'.repeat(2000)}` }, 'Image URL is too long.'],
    ['percent', { company: 'Acme', imageUrl: '/uploads/a.png', percent: 0 }, 'Percent must be between 1 and 100.'],
    ['percent', { company: 'Acme', imageUrl: '/uploads/a.png', percent: 101 }, 'Percent must be between 1 and 100.'],
    ['percent', { company: 'Acme', imageUrl: '/uploads/a.png', percent: 'abc' }, 'Percent must be between 1 and 100.'],
    ['percent', { company: 'Acme', imageUrl: '/uploads/a.png', percent: 1e300 }, 'Percent must be between 1 and 100.'],
    ['_', { company: 'Acme', imageUrl: '/uploads/a.png', _id: 'x', createdAt: '2020-01-01' }, 'Unknown field: _id, createdAt'],
  ])('POST refuses a bad %s with 400 and creates nothing (%#)', async (field, payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(field, message));
    expect(await count()).toBe(0);
  });

  test('POST refuses wrong types with 400, never 500', async () => {
    for (const payload of [{ company: { $gt: '' }, imageUrl: ['x'] }, { company: ['a'], imageUrl: 5 }, []]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await count()).toBe(0);
  });

  test('POST: anonymous 401, investor 403; nothing created', async () => {
    const payload = { company: 'Acme', imageUrl: '/uploads/a.png' };
    const anonymous = await post(payload, null);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, UNAUTHENTICATED]);
    const asInvestor = await post(payload, investor);
    expect([asInvestor.statusCode, asInvestor.json()]).toEqual([403, FORBIDDEN]);
    expect(await count()).toBe(0);
  });
});
