import { databaseKinds, notePostgresSkip, createTestContext, type TestContext } from './helpers/test-app';
import { insertTestProject } from './helpers/factories';
import { PROJECT_EXTRAS_UNSET } from '../shared/project-extras';

notePostgresSkip();

describe.each(databaseKinds)('project routes on %s', (kind) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(kind);
  });
  afterEach(async () => {
    await ctx.close();
  });

  test('GET /api/project/list answers an empty list on an empty database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/project/list' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ projects: [] });
  });

  test('GET /api/project/list lists projects newest first as DTOs with relative image paths (whatever the Host header) and BDT amounts', async () => {
    const older = await insertTestProject(ctx.database.db, { created_at: '2026-01-01T00:00:00.000Z', title: 'Older' });
    const newer = await insertTestProject(ctx.database.db, { created_at: '2026-03-01T00:00:00.000Z', title: 'Newer', location: null });
    const middle = await insertTestProject(ctx.database.db, { created_at: '2026-02-01T00:00:00.000Z', title: 'Middle' });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/project/list', headers: { host: 'invest.test:8080' } });
    expect(res.statusCode).toBe(200);
    const { projects } = res.json();
    expect(projects.map((p: { _id: string }) => p._id)).toEqual([newer.id, middle.id, older.id]);
    expect(projects[0]).toEqual({
      _id: newer.id,
      title: 'Newer',
      location: null,
      price: '500000',
      description: 'A'.repeat(120),
      defaultImage: newer.default_image,
      image: newer.default_image,
      galleryImages: [newer.default_image, 'https://cdn.example.com/x.jpg'],
      targetAchieved: 40,
      raisedAmount: 12345.5,
      // Inserted without its opening-capital column: no capital from before listing.
      openingCapital: 0,
      fundingTarget: null,
      investorSharePercent: 70,
      investorCount: 0,
      termsLocked: false,
      roi: 12.5,
      investmentOptions: [50000, 100000],
      status: 'open',
      completedAt: null,
      createdAt: '2026-03-01T00:00:00.000Z',
      ...PROJECT_EXTRAS_UNSET,
      expectedProfitRate: 12.5,
    });
  });

  test('image URLs stay relative: neither Host nor X-Forwarded-Host chooses their host', async () => {
    await ctx.close();
    ctx = await createTestContext(kind, { PUBLIC_URL: 'https://invest.example.com/', TRUST_PROXY: '1' });
    const project = await insertTestProject(ctx.database.db);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/project/${project.id}`, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.json().project.defaultImage).toBe(project.default_image);
    expect(res.body).not.toContain('evil.example');
  });

  test('GET /api/project/:id answers {project}', async () => {
    const project = await insertTestProject(ctx.database.db, { title: 'Solo' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/project/${project.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().project).toMatchObject({ _id: project.id, title: 'Solo', raisedAmount: 12345.5 });
  });

  test('GET /api/project/:id answers 404 with a message for an unknown id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/project/0123456789abcdef01234567' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Project not found.', code: 'PROJECT_NOT_FOUND' });
  });

  test('GET /api/project/:id refuses a malformed id with 400 and a message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/project/${'x'.repeat(80)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Project id is not valid.', code: 'VALIDATION_FAILED', fields: { id: 'Project id is not valid.' } });
  });

  test('GET /api/project/:id answers 414 with a message for an id beyond the path limit', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/project/${'x'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toHaveProperty('message');
  });
});
