import pino from 'pino';
import { client, uniqueEmail } from './helpers/auth-api';
import { codeFrom, resetLinkFrom } from './helpers/smtp-sink';
import { useTestApp } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestAdmin } from './helpers/users';

notePostgresSkip();

/** SECURITY.md 15: auth and admin actions are logged with actor and target; secrets never are. */
describe.each(databaseKinds)('authentication logs on %s', (kind) => {
  const { ctx, sink } = useTestApp(kind, { mail: true, shared: true, env: { LOG_LEVEL: 'info' } });
  const lines: string[] = [];
  beforeAll(() => {
    // Every logger of the app (request loggers are children) writes to this one stream.
    const stream = (ctx.app.log as unknown as Record<symbol, { write: (chunk: string) => boolean }>)[pino.symbols.streamSym];
    if (!stream) throw new Error('no log stream');
    stream.write = (chunk: string) => lines.push(chunk) > 0;
  });

  test('a full account life leaves actor/target/action lines and no password, code or token', async () => {
    const api = client(ctx.app);
    const email = uniqueEmail('logged');
    const password = 'logged password 1';
    const newPassword = 'logged password 2';
    await api.post('/api/auth/signup', { customId: 'iv5', fullname: 'Logged User', email, password });
    const code = codeFrom(await sink.nextMail(email));
    await api.post('/api/auth/verify-otp', { email, otp: code });
    await api.post('/api/auth/login', { email, password: 'wrong password' });
    const token = (await api.post('/api/auth/login', { email, password })).json().token as string;
    await api.post('/api/auth/logout', {}, token);
    await api.post('/api/auth/forgot-password', { email });
    const { token: resetToken } = resetLinkFrom(await sink.nextMail(email));
    expect((await api.post('/api/auth/reset-password', { email, resetToken, newPassword })).statusCode).toBe(200);
    await sink.nextMail(email); // the "password changed" notice
    const admin = await createTestAdmin(ctx.database.db);
    const userId = (await ctx.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    expect((await api.delete(`/api/auth/users/${userId}`, admin.token)).statusCode).toBe(200);

    const log = lines.join('');
    for (const secret of [password, newPassword, code, token, resetToken, admin.token]) expect(log).not.toContain(secret);

    const actions = lines.map((line) => JSON.parse(line) as { actor?: string | null; target?: string | null; action?: string; time: number }).filter((e) => e.action);
    const find = (action: string) => actions.find((e) => e.action === action);
    for (const action of ['signup', 'verify', 'login', 'logout', 'password_reset']) {
      expect(find(action)).toMatchObject({ actor: userId, target: userId, time: expect.any(Number) });
    }
    expect(find('login_failed')).toMatchObject({ actor: null, target: null });
    expect(find('password_reset_requested')).toMatchObject({ target: userId });
    expect(find('user_deactivate')).toMatchObject({ actor: admin.user.id, target: userId });
  });
});
