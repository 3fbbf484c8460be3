import zlib from 'node:zlib';
import { ledgerProblems } from './helpers/money';
import { createProjectViaApi, projectBody } from './helpers/project-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';
import { PROJECT_EXTRAS_UNSET } from '../shared/project-extras';

notePostgresSkip();

const UNAUTHENTICATED = { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };
const FORBIDDEN = { message: 'Only administrators can do this.', code: 'FORBIDDEN' };
const NOT_FOUND = { message: 'Project not found.', code: 'PROJECT_NOT_FOUND' };
const UNKNOWN_ID = '0123456789abcdef01234567';
const invalid = (field: string, message: string) => ({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });

describe.each(databaseKinds)('admin project routes on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind);

  const db = () => ctx.database.db;
  const projectCount = async () =>
    Number(
      (
        await db()
          .selectFrom('projects')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The project's transfers as 'kind:poisha:actor', oldest first. */
  const ledgerOf = async (projectId: string) =>
    (await db().selectFrom('transfers').select(['kind', 'amount', 'actor_id']).where('project_id', '=', projectId).orderBy('created_at').execute()).map(
      (row) => `${row.kind}:${Number(row.amount)}:${row.actor_id === admin.user.id ? 'admin' : row.actor_id}`,
    );
  const put = (id: string, payload: unknown, user: TestUser | null = admin) =>
    ctx.app.inject({ method: 'PUT', url: `/api/project/${id}`, headers: user?.headers ?? {}, payload: payload as object });

  describe('POST /api/project', () => {
    test('creates the project (roi = profitRatio) with its opening-capital transfer and answers 201 {project}', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/project', headers: admin.headers, payload: projectBody() });
      expect(res.statusCode).toBe(201);
      const body = projectBody();
      expect(res.json()).toEqual({
        project: {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          title: body.title,
          location: body.location,
          price: '500000',
          description: (body.description as string).trim(),
          defaultImage: 'https://cdn.example.com/farm.jpg',
          image: 'https://cdn.example.com/farm.jpg',
          galleryImages: ['https://cdn.example.com/farm.jpg', 'https://cdn.example.com/shed.jpg'],
          // No funding target: a showcase, whose typed percentage stays as the spec has it.
          targetAchieved: 35,
          raisedAmount: 150000,
          openingCapital: 150000,
          fundingTarget: null,
          investorSharePercent: 70,
          investorCount: 0,
          termsLocked: false,
          roi: 12.5,
          investmentOptions: [50000, 100000],
          status: 'open',
          completedAt: null,
          createdAt: expect.any(String),
          ...PROJECT_EXTRAS_UNSET,
          // One expected return: the key facts' rate reads the same figure as roi.
          expectedProfitRate: 12.5,
        },
      });
      const { project } = res.json();
      expect(await ledgerOf(project._id)).toEqual(['opening_capital:15000000:admin']);
      expect(await ledgerProblems(db())).toEqual([]);
      const listed = (await ctx.app.inject({ method: 'GET', url: '/api/project/list' })).json().projects;
      expect(listed).toEqual([project]);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/project/${project._id}` })).json()).toEqual({ project });
    });

    test('without roi and with a raised amount of 0 it posts no transfer', async () => {
      const project = await createProjectViaApi(ctx.app, admin, { roi: undefined, raisedAmount: 0, profitRatio: 8 });
      expect(project).toMatchObject({ roi: 8, raisedAmount: 0 });
      expect(await ledgerOf(project._id)).toEqual([]);
      expect(await ledgerProblems(db())).toEqual([]);
    });

    test('strips non-digits from a raised amount sent as text (spec section 5)', async () => {
      const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: '৳ 1,25,000' });
      expect(project.raisedAmount).toBe(125000);
      expect(await ledgerOf(project._id)).toEqual(['opening_capital:12500000:admin']);
    });

    test("stores this server's own upload URLs (relative, or absolute on PUBLIC_URL) as relative paths and answers them relative", async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/project',
        headers: { ...admin.headers, host: 'invest.test' },
        payload: projectBody({
          defaultImage: `${ctx.config.publicUrl}/uploads/projects/a.jpg`,
          galleryImages: ['/uploads/projects/b.jpg', `${ctx.config.publicUrl}/uploads/projects/a.jpg`, 'http://invest.test/uploads/c.jpg'],
        }),
      });
      expect(res.statusCode).toBe(201);
      const { project } = res.json();
      const row = await db().selectFrom('projects').selectAll().where('id', '=', project._id).executeTakeFirstOrThrow();
      expect(row.default_image).toBe('/uploads/projects/a.jpg');
      // Another host's URL stays absolute: the request's own Host header proves nothing.
      expect(JSON.parse(row.gallery_images)).toEqual(['/uploads/projects/b.jpg', '/uploads/projects/a.jpg', 'http://invest.test/uploads/c.jpg']);
      const moved = (await ctx.app.inject({ method: 'GET', url: `/api/project/${project._id}`, headers: { host: 'invest.example:8080' } })).json().project;
      expect(moved.defaultImage).toBe('/uploads/projects/a.jpg');
      expect(moved.galleryImages).toEqual(['/uploads/projects/b.jpg', '/uploads/projects/a.jpg', 'http://invest.test/uploads/c.jpg']);
    });

    test('anonymous 401, investor 403; nothing created', async () => {
      const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/project', payload: projectBody() });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(UNAUTHENTICATED);
      const asInvestor = await ctx.app.inject({ method: 'POST', url: '/api/project', headers: investor.headers, payload: projectBody() });
      expect(asInvestor.statusCode).toBe(403);
      expect(asInvestor.json()).toEqual(FORBIDDEN);
      expect(await projectCount()).toBe(0);
    });

    test('mass assignment: server-owned fields are refused with 400 and nothing is created', async () => {
      const payload = projectBody({ archived_at: null, raised_amount: 999, _id: UNKNOWN_ID, createdAt: '2020-01-01T00:00:00.000Z' });
      const res = await ctx.app.inject({ method: 'POST', url: '/api/project', headers: admin.headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid('_', 'Unknown field: archived_at, raised_amount, _id, createdAt'));
      expect(await projectCount()).toBe(0);
      expect(await db().selectFrom('transfers').selectAll().execute()).toEqual([]);
    });

    test.each([
      ['title', { title: '  ' }, 'Title is required'],
      ['title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      ['price', { price: '12a' }, 'Price must contain digits only'],
      ['description', { description: 'too short' }, 'Description must be at least 100 characters long'],
      ['targetAchieved', { targetAchieved: 101 }, 'Value must be between 0 and 100'],
      ['profitRatio', { profitRatio: -1, roi: -1 }, 'Value must be between 0 and 100'],
      ['roi', { roi: 20 }, 'ROI must equal the profit ratio'],
      ['location', { location: undefined }, 'Location is required'],
      ['raisedAmount', { raisedAmount: -1 }, 'Raised Amount cannot be negative'],
      ['raisedAmount', { raisedAmount: 1.234 }, 'Raised Amount can have at most 2 decimals'],
      ['raisedAmount', { raisedAmount: 1e300 }, 'Raised Amount is too large'],
      ['raisedAmount', { raisedAmount: 'abc' }, 'Raised Amount must be a number'],
      ['investmentOptions', { investmentOptions: [] }, 'Investment Options is required'],
      ['investmentOptions[1]', { investmentOptions: [100, -5] }, 'Enter valid numbers separated by commas'],
      ['investmentOptions', { investmentOptions: Array(11).fill(100) }, 'Enter at most 10 investment options'],
      // Images are optional (issue 20: a missing one is ''), but what is sent must be text.
      ['defaultImage', { defaultImage: null }, 'Default image must be text.'],
      ['defaultImage', { defaultImage: ['https://cdn.example.com/a.jpg'] }, 'Default image must be text.'],
      ['defaultImage', { defaultImage: 'javascript:alert(1)' }, 'Default image must be an http(s) URL or an uploaded file.'],
      ['galleryImages[0]', { galleryImages: ['data:image/png;base64,AAAA'] }, 'Gallery image must be an http(s) URL or an uploaded file.'],
    ])('refuses a bad %s with 400 and the field message (%#)', async (field, overrides, message) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/project', headers: admin.headers, payload: projectBody(overrides) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid(field, message));
      expect(await projectCount()).toBe(0);
    });

    test.each([
      ['an array', '[]'],
      ['a string', '"title"'],
      ['wrong types', JSON.stringify(projectBody({ title: { $ne: '' }, description: ['x'], location: 7, galleryImages: 'x', investmentOptions: [{}] }))],
      ['__proto__', JSON.stringify(projectBody()).replace('{', '{"__proto__":{"role":"admin"},')],
      ['huge numbers', JSON.stringify(projectBody({ targetAchieved: 1e300, profitRatio: -1e300, roi: -1e300, raisedAmount: 1e300 }))],
      ['truncated JSON', '{"title":'],
    ])('refuses %s as the body with 400', async (_name, payload) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/project', headers: { ...admin.headers, 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
      expect(await projectCount()).toBe(0);
    });
  });

  describe('PUT /api/project/:id', () => {
    // Issue 15: the raised amount is derived from the project's holdings; PUT ignores it, so a
    // stale edit form can never cancel money invested meanwhile (it used to post an adjustment).
    test('replaces the fields but ignores a raised amount: it moves only with transfers', async () => {
      const created = await createProjectViaApi(ctx.app, admin);
      const edit = await put(created._id, projectBody({ title: 'Renamed', raisedAmount: 200000.25, profitRatio: 9, roi: 9, galleryImages: [] }));
      expect(edit.statusCode).toBe(200);
      expect(edit.json()).toEqual({ project: { ...created, title: 'Renamed', raisedAmount: 150000, roi: 9, expectedProfitRate: 9, galleryImages: [] } });

      // An allocation lands between loading the edit form and saving it: saving keeps it.
      const allocation = { projectId: created._id, amount: 500 };
      expect((await ctx.app.inject({ method: 'POST', url: '/api/investment/allocate-funds', headers: admin.headers, payload: allocation })).statusCode).toBe(201);
      const stale = await put(created._id, projectBody({ raisedAmount: 150000, location: 'Gazipur' }));
      expect(stale.json().project).toMatchObject({ raisedAmount: 150500, location: 'Gazipur', createdAt: created.createdAt });
      const { raisedAmount: _omitted, ...withoutRaised } = projectBody();
      const without = await put(created._id, withoutRaised);
      expect([without.statusCode, without.json().project.raisedAmount]).toEqual([200, 150500]);

      expect(await ledgerOf(created._id)).toEqual(['opening_capital:15000000:admin', 'company_investment:50000:admin']);
      expect(await ledgerProblems(db())).toEqual([]);
    });

    test("sets and clears the funding target and the investors' share; bad values are 400", async () => {
      const created = await createProjectViaApi(ctx.app, admin, { fundingTarget: 500000.5, investorSharePercent: 60 });
      expect(created).toMatchObject({ fundingTarget: 500000.5, investorSharePercent: 60 });
      // Not sent: kept (an older edit form cannot wipe them); null clears the target.
      const kept = await put(created._id, projectBody({ title: 'Kept' }));
      expect(kept.json().project).toMatchObject({ fundingTarget: 500000.5, investorSharePercent: 60 });
      const cleared = await put(created._id, projectBody({ fundingTarget: null }));
      expect(cleared.json().project).toMatchObject({ fundingTarget: null, investorSharePercent: 60 });
      const defaults = (await ctx.app.inject({ method: 'POST', url: '/api/project', headers: admin.headers, payload: projectBody() })).json().project;
      expect(defaults).toMatchObject({ fundingTarget: null, investorSharePercent: 70 });
      const text = await put(created._id, projectBody({ fundingTarget: '250000', investorSharePercent: '80' }));
      expect(text.json().project).toMatchObject({ fundingTarget: 250000, investorSharePercent: 80 });
      const bad: Array<[string, unknown]> = [
        ['fundingTarget', 0],
        ['fundingTarget', -5],
        ['fundingTarget', 1.234],
        ['fundingTarget', 'lots'],
        ['investorSharePercent', 101],
        ['investorSharePercent', -1],
        ['investorSharePercent', 50.5],
        ['investorSharePercent', 'half'],
      ];
      for (const [field, value] of bad) {
        const res = await put(created._id, projectBody({ [field]: value }));
        expect([field, value, res.statusCode, Object.keys(res.json().fields ?? {})]).toEqual([field, value, 400, [field]]);
      }
      expect((await ctx.app.inject({ method: 'GET', url: `/api/project/${created._id}` })).json().project).toMatchObject({ fundingTarget: 250000, investorSharePercent: 80 });
    });

    test('unknown or archived id 404, malformed id 400', async () => {
      expect((await put(UNKNOWN_ID, projectBody())).json()).toEqual(NOT_FOUND);
      // Without opening capital, so the project can be deleted (a project holding money cannot).
      const created = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0 });
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/project/${created._id}`, headers: admin.headers })).statusCode).toBe(200);
      const archived = await put(created._id, projectBody({ raisedAmount: 1 }));
      expect(archived.statusCode).toBe(404);
      expect(archived.json()).toEqual(NOT_FOUND);
      const malformed = await put('not-an-id', projectBody());
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual(invalid('id', 'Project id is not valid.'));
      expect(await ledgerOf(created._id)).toEqual([]);
    });

    test('roi different from profitRatio and server-owned fields are 400; the project is unchanged', async () => {
      const created = await createProjectViaApi(ctx.app, admin);
      const roi = await put(created._id, projectBody({ profitRatio: 10, roi: 25, raisedAmount: 1 }));
      expect(roi.statusCode).toBe(400);
      expect(roi.json()).toEqual(invalid('roi', 'ROI must equal the profit ratio'));
      const extra = await put(created._id, projectBody({ archived_at: '2020-01-01', raised_amount: 1 }));
      expect(extra.statusCode).toBe(400);
      expect(extra.json()).toEqual(invalid('_', 'Unknown field: archived_at, raised_amount'));
      expect((await ctx.app.inject({ method: 'GET', url: `/api/project/${created._id}` })).json()).toEqual({ project: created });
      expect(await ledgerOf(created._id)).toEqual(['opening_capital:15000000:admin']);
    });

    test('anonymous 401, investor 403', async () => {
      const created = await createProjectViaApi(ctx.app, admin);
      expect((await put(created._id, projectBody(), null)).json()).toEqual(UNAUTHENTICATED);
      const asInvestor = await put(created._id, projectBody({ raisedAmount: 1 }), investor);
      expect(asInvestor.statusCode).toBe(403);
      expect(asInvestor.json()).toEqual(FORBIDDEN);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/project/${created._id}` })).json().project.raisedAmount).toBe(150000);
    });
  });

  describe('DELETE /api/project/:id', () => {
    const del = (id: string, user: TestUser | null = admin) => ctx.app.inject({ method: 'DELETE', url: `/api/project/${id}`, headers: user?.headers ?? {} });

    test('archives: hidden from list and GET, row and ledger kept; a second delete is 404', async () => {
      const kept = await createProjectViaApi(ctx.app, admin, { title: 'Kept' });
      // A project that holds money is not deleted (PROJECT_HAS_CAPITAL); this one's opening capital went back on completion.
      const gone = await createProjectViaApi(ctx.app, admin, { title: 'Gone' });
      expect((await ctx.app.inject({ method: 'POST', url: `/api/project/${gone._id}/complete`, headers: admin.headers, payload: {} })).statusCode).toBe(200);
      const res = await del(gone._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Project deleted.' });

      expect((await ctx.app.inject({ method: 'GET', url: '/api/project/list' })).json()).toEqual({ projects: [kept] });
      const get = await ctx.app.inject({ method: 'GET', url: `/api/project/${gone._id}` });
      expect(get.statusCode).toBe(404);
      const row = await db().selectFrom('projects').select(['archived_at', 'raised_amount']).where('id', '=', gone._id).executeTakeFirstOrThrow();
      expect(row.archived_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
      expect(await ledgerOf(gone._id)).toEqual(['opening_capital:15000000:admin', 'capital_returned:15000000:admin']);
      expect(await ledgerProblems(db())).toEqual([]);

      const again = await del(gone._id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(NOT_FOUND);
    });

    test('unknown id 404, malformed id 400, anonymous 401, investor 403', async () => {
      const created = await createProjectViaApi(ctx.app, admin);
      expect((await del(UNKNOWN_ID)).json()).toEqual(NOT_FOUND);
      const malformed = await del('zz');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual(invalid('id', 'Project id is not valid.'));
      const anonymous = await del(created._id, null);
      expect([anonymous.statusCode, anonymous.json()]).toEqual([401, UNAUTHENTICATED]);
      const asInvestor = await del(created._id, investor);
      expect([asInvestor.statusCode, asInvestor.json()]).toEqual([403, FORBIDDEN]);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/project/${created._id}` })).statusCode).toBe(200);
    });
  });

  describe('GET /api/project/list caching', () => {
    test('answers an ETag with no-cache, 304 to a matching If-None-Match, and a new ETag after a change', async () => {
      await createProjectViaApi(ctx.app, admin);
      const first = await ctx.app.inject({ method: 'GET', url: '/api/project/list' });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const cached = await ctx.app.inject({ method: 'GET', url: '/api/project/list', headers: { 'if-none-match': etag } });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe('');
      expect(cached.headers.etag).toBe(etag);
      const listed = await ctx.app.inject({ method: 'GET', url: '/api/project/list', headers: { 'if-none-match': `"other", ${etag.slice(2)}` } });
      expect(listed.statusCode).toBe(304);
      const stale = await ctx.app.inject({ method: 'GET', url: '/api/project/list', headers: { 'if-none-match': 'W/"stale"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(first.json());

      await createProjectViaApi(ctx.app, admin, { title: 'Another' });
      const changed = await ctx.app.inject({ method: 'GET', url: '/api/project/list', headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().projects).toHaveLength(2);
    });

    test('answers in brotli or gzip as the client accepts, the same JSON and ETag, and plain text otherwise', async () => {
      await createProjectViaApi(ctx.app, admin, { titleBn: 'বসুন্ধরা গ্রিন রেসিডেন্সি' });
      const list = (encoding: string) => ctx.app.inject({ method: 'GET', url: '/api/project/list', headers: { 'accept-encoding': encoding } });
      const plain = await list('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      expect(plain.json().projects[0].titleBn).toBe('বসুন্ধরা গ্রিন রেসিডেন্সি');
      const br = await list('gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.etag).toBe(plain.headers.etag);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await list('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    });
  });
});
