import { newId } from '../../src/server/db/ids';
import { recordAudit } from '../../src/server/services/audit';
import { csvCell } from '../../src/server/services/csv';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestAdmin, createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();
// Four engineers share two cores: a fresh app, migrations and argon2 per test can take seconds.
jest.setTimeout(30_000);

/** GET /api/audit and its CSV export (issue 14, part 3). */
describe.each(databaseKinds)('audit trail API on %s', (kind) => {
  const { ctx, admin } = useAdminAndInvestor(kind, { admin: { fullname: 'Rahim Admin' }, investors: [] });
  let other: TestUser;
  let investor: TestUser;
  beforeEach(async () => {
    other = await createTestAdmin(ctx.database.db, { fullname: 'Karim Admin' });
    investor = await createTestUser(ctx.database.db);
  });

  /** Inserts an event at a given time (the service stamps now; the trail needs a spread of days). */
  async function event(at: string, values: { actorId?: string | null; action?: string; targetId?: string; before?: unknown; after?: unknown; userAgent?: string } = {}) {
    const id = newId();
    await ctx.database.db
      .insertInto('audit_events')
      .values({
        id,
        actor_id: values.actorId === undefined ? admin.user.id : values.actorId,
        action: values.action ?? 'project_updated',
        target_type: 'project',
        target_id: values.targetId ?? 'aaaaaaaaaaaaaaaaaaaaaaaa',
        before: values.before === undefined ? null : JSON.stringify(values.before),
        after: values.after === undefined ? null : JSON.stringify(values.after),
        ip: '198.51.100.4',
        user_agent: values.userAgent ?? 'Mozilla/5.0',
        created_at: at,
      })
      .execute();
    return id;
  }
  const get = (query: string, user: TestUser | null = admin) => ctx.app.inject({ method: 'GET', url: `/api/audit${query}`, headers: user?.headers ?? {} });
  const ids = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode).toBe(200);
    return (res.json().events as { _id: string }[]).map((e) => e._id);
  };

  test('answers {events, nextCursor}, newest first, with the actor, target, before/after, IP and device', async () => {
    const older = await event('2026-03-01T10:00:00.000Z', { before: { title: 'A' }, after: { title: 'B' } });
    const newer = await event('2026-03-02T10:00:00.000Z', { actorId: null, action: 'sign_in_failed' });
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      events: [
        {
          _id: newer,
          actor: null,
          action: 'sign_in_failed',
          targetType: 'project',
          targetId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
          before: null,
          after: null,
          ip: '198.51.100.4',
          userAgent: 'Mozilla/5.0',
          createdAt: '2026-03-02T10:00:00.000Z',
        },
        {
          _id: older,
          actor: { _id: admin.user.id, email: admin.user.email, fullname: 'Rahim Admin' },
          action: 'project_updated',
          targetType: 'project',
          targetId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
          before: { title: 'A' },
          after: { title: 'B' },
          ip: '198.51.100.4',
          userAgent: 'Mozilla/5.0',
          createdAt: '2026-03-01T10:00:00.000Z',
        },
      ],
      nextCursor: null,
    });
  });

  test('filters by actor (id or email), action, target and inclusive from/to days', async () => {
    const a = await event('2026-03-01T00:00:00.000Z', { action: 'deposit_approved', targetId: 'bbbbbbbbbbbbbbbbbbbbbbbb' });
    const b = await event('2026-03-02T23:59:59.999Z', { actorId: other.user.id });
    const c = await event('2026-03-03T00:00:00.000Z', { actorId: other.user.id, action: 'deposit_approved' });
    await recordAudit(ctx.database.db, null, { actorId: investor.user.id, action: 'sign_in' });

    expect(await ids(`?actor=${other.user.id}`)).toEqual([c, b]);
    expect(await ids(`?actor=${encodeURIComponent(` ${other.user.email.toUpperCase()} `)}`)).toEqual([c, b]);
    expect(await ids('?actor=nobody%40example.com')).toEqual([]);
    expect(await ids('?action=deposit_approved')).toEqual([c, a]);
    expect(await ids('?target=bbbbbbbbbbbbbbbbbbbbbbbb')).toEqual([a]);
    expect(await ids('?from=2026-03-01&to=2026-03-02')).toEqual([b, a]);
    expect(await ids('?from=2026-03-02&to=2026-03-02')).toEqual([b]);
    expect(await ids('?from=2026-03-03&to=2026-03-03&action=deposit_approved&actor=' + other.user.id)).toEqual([c]);
    expect(await ids(`?actor=${investor.user.id}&action=sign_in`)).toHaveLength(1);
  });

  test('pages through more than one page with no gaps or repeats, also for events in the same millisecond', async () => {
    const made: string[] = [];
    for (let i = 0; i < 23; i += 1) made.push(await event(`2026-03-01T10:00:${String(i % 5).padStart(2, '0')}.000Z`));
    const expected = (await ctx.database.db.selectFrom('audit_events').select(['id', 'created_at']).execute())
      .sort((x, y) => (x.created_at === y.created_at ? (x.id < y.id ? 1 : -1) : x.created_at < y.created_at ? 1 : -1))
      .map((row) => row.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(`?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { events: { _id: string }[]; nextCursor: string | null };
      expect(body.events.length).toBeLessThanOrEqual(5);
      seen.push(...body.events.map((e) => e._id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBe(5);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(23);
    expect(seen.sort()).toEqual([...made].sort());
  });

  test.each([
    ['?action=drop_tables', 'action', 'action is not a known action.'],
    ['?from=2026-02-30', 'from', 'from must be a date (YYYY-MM-DD).'],
    ['?to=yesterday', 'to', 'to must be a date (YYYY-MM-DD).'],
    ['?from=2026-03-05&to=2026-03-01', 'to', 'to must not be before from.'],
    ['?limit=101', 'limit', 'limit must be at most 100.'],
    ['?actor=' + 'a'.repeat(255), 'actor', 'actor is too long.'],
  ])('refuses %s with 400', async (query, field, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  test('refuses a cursor it did not make, and unknown parameters', async () => {
    const res = await get('?cursor=not-a-cursor');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CURSOR');
    expect((await get('?role=admin')).statusCode).toBe(400);
  });

  test('investors get 403 and anonymous visitors 401, for the list and the export', async () => {
    for (const url of ['/api/audit', '/api/audit/export.csv']) {
      const forbidden = await ctx.app.inject({ method: 'GET', url, headers: investor.headers });
      expect([forbidden.statusCode, forbidden.json().code]).toEqual([403, 'FORBIDDEN']);
      const anonymous = await ctx.app.inject({ method: 'GET', url });
      expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    }
  });

  test('the CSV export has the filtered events with escaped cells and neutralised formulas', async () => {
    await event('2026-03-01T10:00:00.000Z', { action: 'deposit_approved' });
    await event('2026-03-02T10:00:00.000Z', {
      actorId: other.user.id,
      before: { title: '=HYPERLINK("http://evil.example","click")' },
      after: { title: 'Line one\nline, "two"' },
      userAgent: '@SUM(1+1)',
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/audit/export.csv?actor=${other.user.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFtime,actor_email,actor_name,action,target_type,target_id,before,after,ip,user_agent');
    expect(lines[1]).toBe(
      `2026-03-02T10:00:00.000Z,${other.user.email},Karim Admin,project_updated,project,aaaaaaaaaaaaaaaaaaaaaaaa,` +
        `"{""title"":""=HYPERLINK(\\""http://evil.example\\"",\\""click\\"")""}","{""title"":""Line one\\nline, \\""two\\""""}",198.51.100.4,'@SUM(1+1)`,
    );
    expect(lines.slice(2)).toEqual(['']);
  });

  test('csvCell: formulas get a leading apostrophe; quotes, commas and line breaks are quoted', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    // A tab is where a tab-splitting program starts a cell: quoted, and the part after it guarded too.
    expect(csvCell('\t=1')).toBe(`"'\t'=1"`);
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell('plain')).toBe('plain');
  });

  test('the export stops at 10,000 rows', async () => {
    const { AUDIT_EXPORT_MAX } = await import('../../src/server/routes/audit');
    expect(AUDIT_EXPORT_MAX).toBe(10_000);
    const { eachAuditEvent } = await import('../../src/server/db/repositories/audit-events');
    for (let i = 0; i < 7; i += 1) await event(`2026-03-01T10:00:0${i}.000Z`);
    const seen: string[] = [];
    for await (const e of eachAuditEvent(ctx.database.db, { actorId: null, action: '', target: '', from: '', to: '' }, 5, 2)) seen.push(e._id);
    expect(seen).toHaveLength(5);
  });
});
