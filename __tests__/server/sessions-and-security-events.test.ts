import { deviceName } from '../../src/server/services/device-name';
import { recordAudit } from '../../src/server/services/audit';
import * as sessionsService from '../../src/server/services/sessions';
import { createSession, TOUCH_INTERVAL_MS } from '../../src/server/services/sessions';
import { issueResetToken } from '../../src/server/services/password-reset';
import { sha256 } from '../../src/server/services/tokens';
import { client, MESSAGES } from './helpers/auth-api';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';
const LINUX_CHROMIUM = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36';

test.each([
  [ANDROID_CHROME, 'Chrome on Android'],
  [IPHONE_SAFARI, 'Safari on iOS'],
  [WINDOWS_EDGE, 'Edge on Windows'],
  [MAC_FIREFOX, 'Firefox on macOS'],
  [LINUX_CHROMIUM, 'Chrome on Linux'],
  ['curl/8.5.0', 'curl'],
  ['', 'Unknown device'],
  [null, 'Unknown device'],
  ['<script>alert(1)</script>', 'Unknown device'],
])('the device of %j reads %j', (agent, name) => {
  expect(deviceName(agent)).toBe(name);
});

describe.each(databaseKinds)('sessions and security events on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const api = () => client(ctx.app);
  const sessionRow = (token: string) => ctx.database.db.selectFrom('sessions').select(['id', 'last_used_at']).where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow();

  test('the list shows the active sessions with device, address and last use, newest used first, and marks this one', async () => {
    const me = await createTestUser(ctx.database.db);
    const phone = await createSession(ctx.database.db, me.user.id, 30, { origin: { ip: '203.0.113.7', userAgent: ANDROID_CHROME } });
    const laptop = await createSession(ctx.database.db, me.user.id, 30, { origin: { ip: '198.51.100.2', userAgent: WINDOWS_EDGE } });
    const ended = await createSession(ctx.database.db, me.user.id, 30, { origin: { ip: '192.0.2.1', userAgent: MAC_FIREFOX } });
    expect((await api().post('/api/auth/logout', {}, ended)).statusCode).toBe(200);
    await createSession(ctx.database.db, me.user.id, -1, { origin: { ip: '192.0.2.2', userAgent: MAC_FIREFOX } }); // expired
    const stranger = await createTestUser(ctx.database.db);
    // Put the phone's last use an hour back, the laptop's two: the list orders by last use.
    for (const [token, hours] of [
      [phone, 1],
      [laptop, 2],
      [me.token, 3],
    ] as const) {
      const { id } = await sessionRow(token);
      await ctx.database.db
        .updateTable('sessions')
        .set({ last_used_at: new Date(Date.now() - hours * 3_600_000).toISOString() })
        .where('id', '=', id)
        .execute();
    }

    const res = await api().get('/api/auth/sessions', phone);
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json();
    expect(sessions.map((s: { device: string; ip: string | null; current: boolean }) => [s.device, s.ip, s.current])).toEqual([
      ['Chrome on Android', '203.0.113.7', true],
      ['Edge on Windows', '198.51.100.2', false],
      ['Unknown device', null, false],
    ]);
    expect(sessions[0]).toEqual({
      _id: (await sessionRow(phone)).id,
      device: 'Chrome on Android',
      ip: '203.0.113.7',
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      current: true,
    });
    // The request itself moved the phone's last use to now (it was an hour old).
    expect(Date.now() - Date.parse(sessions[0].lastUsedAt)).toBeLessThan(60_000);
    expect(JSON.stringify(res.json())).not.toMatch(/token|hash/i);
    // Another investor sees only their own session.
    const theirs = (await api().get('/api/auth/sessions', stranger.token)).json().sessions;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].current).toBe(true);
  });

  test('last use is written at most once a minute per session', async () => {
    const me = await createTestUser(ctx.database.db);
    const { id } = await sessionRow(me.token);
    const recent = new Date(Date.now() - TOUCH_INTERVAL_MS / 2).toISOString();
    await ctx.database.db.updateTable('sessions').set({ last_used_at: recent }).where('id', '=', id).execute();
    await api().get('/api/auth/user', me.token);
    await api().get('/api/auth/user', me.token);
    expect((await sessionRow(me.token)).last_used_at).toBe(recent);

    const old = new Date(Date.now() - TOUCH_INTERVAL_MS - 1000).toISOString();
    await ctx.database.db.updateTable('sessions').set({ last_used_at: old }).where('id', '=', id).execute();
    await api().get('/api/auth/user', me.token);
    const touched = (await sessionRow(me.token)).last_used_at;
    expect(touched! > old).toBe(true);
    expect(Date.now() - Date.parse(touched!)).toBeLessThan(60_000);
  });

  test('a last-use write that fails (a busy database) does not fail the request it rides on', async () => {
    const me = await createTestUser(ctx.database.db);
    const { id } = await sessionRow(me.token);
    await ctx.database.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 2 * TOUCH_INTERVAL_MS).toISOString() })
      .where('id', '=', id)
      .execute();
    const touch = jest.spyOn(sessionsService, 'touchSession').mockRejectedValueOnce(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }));
    try {
      const res = await api().get('/api/auth/user', me.token);
      expect(res.statusCode).toBe(200);
      expect(touch).toHaveBeenCalledTimes(1);
    } finally {
      touch.mockRestore();
    }
  });

  test('"sign out all other sessions" ends every other session, keeps this one and is recorded', async () => {
    const me = await createTestUser(ctx.database.db);
    const others = [await createSession(ctx.database.db, me.user.id, 30), await createSession(ctx.database.db, me.user.id, 30)];
    const stranger = await createTestUser(ctx.database.db);
    let res = await api().post('/api/auth/sessions/revoke-others', {}, me.token);
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Every other session has been signed out.', revoked: 2 }]);
    for (const token of others) expect((await api().get('/api/auth/user', token)).json()).toEqual(MESSAGES.sessionExpired);
    expect((await api().get('/api/auth/user', me.token)).statusCode).toBe(200);
    expect((await api().get('/api/auth/user', stranger.token)).statusCode).toBe(200);
    res = await api().post('/api/auth/sessions/revoke-others', {}, me.token);
    expect(res.json().revoked).toBe(0);
    const events = (await api().get('/api/auth/security-events', me.token)).json().events;
    expect(events.map((e: { action: string }) => e.action)).toEqual(['sessions_revoked', 'sessions_revoked']);
  });

  test('security events: only the user’s own, only security actions, newest first, at most 20', async () => {
    const me = await createTestUser(ctx.database.db);
    const other = await createTestUser(ctx.database.db);
    const db = ctx.database.db;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes)).toISOString();
    const origin = { ip: '203.0.113.9', userAgent: IPHONE_SAFARI };
    await recordAudit(db, origin, { actorId: me.user.id, action: 'sign_in', targetType: 'user', targetId: me.user.id });
    await recordAudit(db, origin, { actorId: null, action: 'sign_in_failed', targetType: 'user', targetId: me.user.id });
    await recordAudit(db, origin, { actorId: me.user.id, action: 'profile_updated', targetType: 'user', targetId: me.user.id }); // not a security event
    await recordAudit(db, origin, { actorId: me.user.id, action: 'sign_out', targetType: 'session', targetId: 'x' }); // not a security event
    await recordAudit(db, origin, { actorId: other.user.id, action: 'sign_in', targetType: 'user', targetId: other.user.id }); // someone else's
    let res = await api().get('/api/auth/security-events', me.token);
    expect(res.statusCode).toBe(200);
    const events = res.json().events;
    expect(events.map((e: { action: string }) => e.action).sort()).toEqual(['sign_in', 'sign_in_failed']);
    expect(events[0]).toEqual({ _id: expect.any(String), action: expect.any(String), ip: '203.0.113.9', device: 'Safari on iOS', createdAt: expect.any(String) });

    // Audit rows cannot be edited, so the order is checked on rows written with known times.
    for (let i = 0; i < 25; i += 1) {
      await db
        .insertInto('audit_events')
        .values({
          id: `e${String(i).padStart(23, '0')}`,
          actor_id: other.user.id,
          action: 'password_reset',
          target_type: 'user',
          target_id: other.user.id,
          before: null,
          after: null,
          ip: null,
          user_agent: null,
          created_at: at(i),
        })
        .execute();
    }
    res = await api().get('/api/auth/security-events', other.token);
    const theirs = res.json().events as Array<{ action: string; createdAt: string; device: string | null }>;
    expect(theirs).toHaveLength(20);
    // The sign-in recorded just now is the newest; then the dated rows from the latest down.
    expect(theirs[0]?.action).toBe('sign_in');
    expect(theirs.slice(1).map((e) => e.createdAt)).toEqual(Array.from({ length: 19 }, (_, i) => at(24 - i)));
    expect(theirs[1]?.device).toBeNull();
  });

  test('a password reset sets password_changed_at and is recorded; a sign-out is recorded', async () => {
    const me = await createTestUser(ctx.database.db);
    const { token } = await issueResetToken(ctx.database.db, me.user.id);
    let res = await api().post('/api/auth/reset-password', { email: me.user.email, resetToken: token, newPassword: 'a brand new password' });
    expect(res.statusCode).toBe(200);
    const row = await ctx.database.db.selectFrom('users').select('password_changed_at').where('id', '=', me.user.id).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.password_changed_at!)).toBeLessThan(60_000);

    const session = await createSession(ctx.database.db, me.user.id, 30);
    const { id: sessionId } = await sessionRow(session);
    res = await api().post('/api/auth/logout', {}, session);
    expect(res.statusCode).toBe(200);
    const audit = await ctx.database.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'target_type', 'target_id'])
      .where('actor_id', '=', me.user.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'password_reset', actor_id: me.user.id, target_type: 'user', target_id: me.user.id },
      { action: 'sign_out', actor_id: me.user.id, target_type: 'session', target_id: sessionId },
    ]);
    // The investor sees the reset among their security events.
    const session2 = await createSession(ctx.database.db, me.user.id, 30);
    expect((await api().get('/api/auth/security-events', session2)).json().events.map((e: { action: string }) => e.action)).toEqual(['password_reset']);
  });
});
