import { client, uniqueEmail } from './helpers/auth-api';
import { COMPANY as company } from './helpers/bad-input-trust';
import { useAdminAndInvestor, useTestApp } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();
// Two cores shared by several engineers: a fresh app, migrations and argon2 take seconds.
jest.setTimeout(30_000);

const UNAUTHENTICATED = { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };
const FORBIDDEN = { message: 'Only administrators can do this.', code: 'FORBIDDEN' };
const NOT_FOUND = { message: 'Shariah advisor not found.', code: 'ADVISOR_NOT_FOUND' };
const UNKNOWN_ID = '0123456789abcdef01234567';

const advisor = { name: 'Dr. Nusrat Jahan', nameBn: 'ড. নুসরাত জাহান', credentials: 'PhD in Islamic Economics', credentialsBn: 'ইসলামী অর্থনীতিতে পিএইচডি', photoUrl: '' };

/** Issue 18: GET /api/trust, PUT /api/trust/company and the advisors' POST, PUT and DELETE. */
describe.each(databaseKinds)('trust settings on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind, { shared: true });
  let since = '';
  beforeEach(async () => {
    await ctx.database.db.deleteFrom('shariah_advisors').execute();
    await ctx.database.db.deleteFrom('company_settings').execute();
    // The audit trail is append-only (a trigger refuses deletes): each test reads only the rows written after it began.
    await new Promise((resolve) => setTimeout(resolve, 5));
    since = new Date().toISOString();
  });

  const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, user: TestUser | null = admin) =>
    ctx.app.inject({ method, url, headers: user?.headers ?? {}, payload: payload as object | undefined });
  const trust = async () => (await send('GET', '/api/trust', undefined, null)).json();
  const audit = (action: string) => ctx.database.db.selectFrom('audit_events').selectAll().where('action', '=', action).where('created_at', '>=', since).orderBy('id').execute();
  const addAdvisor = async (body: object = advisor) => {
    const res = await send('POST', '/api/trust/advisors', body);
    expect(res.statusCode).toBe(201);
    return res.json().advisor as { _id: string };
  };

  test('anyone reads the trust page data; before any save the company is null and there are no advisors', async () => {
    const res = await send('GET', '/api/trust', undefined, null);
    // The contract texts are seeded by the migration (issue 30), so they are there from the start.
    expect([res.statusCode, res.json()]).toEqual([200, { company: null, advisors: [], contracts: expect.any(Array) }]);
  });

  test('an admin saves the company; Bengali digits are read as ASCII, blanks as null; the change is audited once', async () => {
    let res = await send('PUT', '/api/trust/company', { ...company, tin: '৪১৮৫২৬৭৩৯০৫১', bin: '', addressBn: '  ' });
    expect(res.statusCode).toBe(200);
    // No signatory sent: none is saved (an older client keeps working).
    const noSignatory = { signatoryName: null, signatoryNameBn: null, signatoryTitle: null, signatoryTitleBn: null, signatureUrl: '' };
    const saved = { ...company, tin: '418526739051', bin: null, addressBn: null, ...noSignatory, updatedAt: expect.any(String) };
    expect(res.json()).toEqual({ company: saved });
    expect((await trust()).company).toEqual(saved);
    expect(await audit('company_details_changed')).toHaveLength(1);

    // The same save again changes nothing and records nothing; a new phone is recorded as that one field.
    await send('PUT', '/api/trust/company', { ...company, tin: '418526739051', bin: null, addressBn: null });
    expect(await audit('company_details_changed')).toHaveLength(1);
    res = await send('PUT', '/api/trust/company', { ...company, bin: null, addressBn: null, phone: '+880 1712-000000' });
    expect(res.statusCode).toBe(200);
    const events = await audit('company_details_changed');
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ actor_id: admin.user.id, target_type: 'company', target_id: 'company' });
    expect(JSON.parse(events[1]!.before!)).toEqual({ phone: '+880 9612-345678' });
    expect(JSON.parse(events[1]!.after!)).toEqual({ phone: '+880 1712-000000' });
  });

  test.each([
    ['no legal name', { legalName: '' }, 'legalName', 'Legal name is required.'],
    ['a TIN of 11 digits', { tin: '41852673905' }, 'tin', 'TIN must be 12 digits.'],
    ['a BIN of 10 digits', { bin: '0045182730' }, 'bin', 'BIN must be 9 digits, or 13 with the branch code.'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    ['a registration number with <>', { registrationNumber: 'C-1<2>' }, 'registrationNumber', 'Registration number may contain only letters, digits, spaces and . / -'],
    ['an unknown field', { isDemo: true }, '_', expect.stringContaining('Unknown field')],
  ])('the company with %s is refused and nothing changes', async (_label, change, field, message) => {
    await send('PUT', '/api/trust/company', company);
    const before = await trust();
    const res = await send('PUT', '/api/trust/company', { ...company, legalName: 'Changed Ltd', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    expect(await trust()).toEqual(before);
    expect(await audit('company_details_changed')).toHaveLength(1);
  });

  test('advisors: add (at the end unless placed), edit, remove, in display order, each audited', async () => {
    const first = await addAdvisor();
    const second = await addAdvisor({ name: 'Mufti Abdullah', credentials: 'Takmil in Fiqh', photoUrl: '/uploads/abc123.jpg' });
    let { advisors } = await trust();
    expect(advisors).toEqual([
      { _id: first._id, ...advisor, displayOrder: 0 },
      { _id: second._id, name: 'Mufti Abdullah', nameBn: null, credentials: 'Takmil in Fiqh', credentialsBn: null, photoUrl: '/uploads/abc123.jpg', displayOrder: 1 },
    ]);

    // Moved to the top; an absolute URL on this server's own origin is kept as its path.
    const res = await send('PUT', `/api/trust/advisors/${second._id}`, {
      name: 'Mufti Abdullah',
      credentials: 'Takmil in Fiqh',
      photoUrl: `${ctx.config.publicUrl}/uploads/def456.jpg`,
      displayOrder: 0,
      nameBn: 'মুফতি আবদুল্লাহ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().advisor).toMatchObject({ nameBn: 'মুফতি আবদুল্লাহ', photoUrl: '/uploads/def456.jpg', displayOrder: 0 });
    ({ advisors } = await trust());
    // Same place: the one added first comes first.
    expect(advisors.map((a: { _id: string }) => a._id)).toEqual([first._id, second._id]);

    expect((await send('DELETE', `/api/trust/advisors/${first._id}`)).json()).toEqual({ message: 'Shariah advisor removed.' });
    ({ advisors } = await trust());
    expect(advisors.map((a: { _id: string }) => a._id)).toEqual([second._id]);

    expect(await audit('shariah_advisor_added')).toHaveLength(2);
    const changed = await audit('shariah_advisor_changed');
    expect(changed).toHaveLength(1);
    expect(JSON.parse(changed[0]!.after!)).toEqual({ nameBn: 'মুফতি আবদুল্লাহ', photoUrl: '/uploads/def456.jpg', displayOrder: 0 });
    const removed = await audit('shariah_advisor_removed');
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ actor_id: admin.user.id, target_type: 'shariah_advisor', target_id: first._id });
    expect(JSON.parse(removed[0]!.before!)).toMatchObject({ name: advisor.name, nameBn: advisor.nameBn });
  });

  test.each([
    ['no name', { name: ' ' }, 'name', 'Name is required.'],
    ['a javascript: photo', { photoUrl: 'javascript:alert(1)' }, 'photoUrl', 'Photo must be an http(s) URL or an uploaded file.'],
    ['a display order of 1.5', { displayOrder: 1.5 }, 'displayOrder', 'Display order must be a whole number from 0 to 999.'],
    ['credentials too long', { credentials: 'x'.repeat(501) }, 'credentials', 'Credentials must be at most 500 characters.'],
  ])('an advisor with %s is refused, on add and on edit, and nothing changes', async (_label, change, field, message) => {
    const existing = await addAdvisor();
    const before = await trust();
    for (const res of [await send('POST', '/api/trust/advisors', { ...advisor, ...change }), await send('PUT', `/api/trust/advisors/${existing._id}`, { ...advisor, ...change })]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    }
    expect(await trust()).toEqual(before);
    expect(await audit('shariah_advisor_changed')).toHaveLength(0);
  });

  test('an unknown advisor is a 404 with its code, a malformed id a 400', async () => {
    for (const res of [await send('PUT', `/api/trust/advisors/${UNKNOWN_ID}`, advisor), await send('DELETE', `/api/trust/advisors/${UNKNOWN_ID}`)]) {
      expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
    }
    expect((await send('DELETE', '/api/trust/advisors/not-an-id')).statusCode).toBe(400);
  });

  test('only admins change anything: 401 signed out, 403 for an investor, and nothing changes', async () => {
    const existing = await addAdvisor();
    const before = await trust();
    const calls: Array<['PUT' | 'POST' | 'DELETE', string, object | undefined]> = [
      ['PUT', '/api/trust/company', company],
      ['POST', '/api/trust/advisors', advisor],
      ['PUT', `/api/trust/advisors/${existing._id}`, { ...advisor, name: 'Someone else' }],
      ['DELETE', `/api/trust/advisors/${existing._id}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await send(method, url, payload, null);
      expect([anonymous.statusCode, anonymous.json()]).toEqual([401, UNAUTHENTICATED]);
      const refused = await send(method, url, payload, investor);
      expect([refused.statusCode, refused.json()]).toEqual([403, FORBIDDEN]);
    }
    expect(await trust()).toEqual(before);
  });
});

/** Issue 18: sign-up's 'I am 18 or older and accept the Terms and conditions'. */
describe.each(databaseKinds)('sign-up age confirmation on %s', (kind) => {
  const { ctx } = useTestApp(kind, { mail: true, shared: true });

  const body = (email: string, extra: object = {}) => ({ customId: 'iv4321', fullname: 'Amina Rahman', email, password: 'correct horse battery', ...extra });
  const stored = (email: string) => ctx.database.db.selectFrom('users').select('terms_accepted_at').where('email', '=', email).executeTakeFirst();

  test('ageConfirmed true stores when the terms were accepted', async () => {
    const email = uniqueEmail('adult');
    const started = new Date().toISOString();
    const res = await client(ctx.app).post('/api/auth/signup', body(email, { ageConfirmed: true }));
    expect(res.statusCode).toBe(201);
    const row = await stored(email);
    expect(row?.terms_accepted_at).toEqual(expect.any(String));
    expect(row!.terms_accepted_at! >= started).toBe(true);
  });

  test('without ageConfirmed (the spec call) the account is made, with no acceptance recorded', async () => {
    const email = uniqueEmail('spec');
    expect((await client(ctx.app).post('/api/auth/signup', body(email))).statusCode).toBe(201);
    expect(await stored(email)).toEqual({ terms_accepted_at: null });
  });

  test.each([false, 'true', 1, null])('ageConfirmed %p is refused and no account is made', async (value) => {
    const email = uniqueEmail('minor');
    const res = await client(ctx.app).post('/api/auth/signup', body(email, { ageConfirmed: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { ageConfirmed: expect.any(String) } });
    expect(await stored(email)).toBeUndefined();
  });
});
