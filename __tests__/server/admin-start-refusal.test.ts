import { loadConfig } from '../../src/server/config';
import { createDatabase, migrateToLatest } from '../../src/server/db/connection';
import { freePort } from '../../scripts/lib/free-port';
import { spawnServer, useDataDir } from './helpers/server-process';
import { createTestUser } from './helpers/users';

/** Issue 14: a start with ADMIN_EMAIL naming an unverified account stops with exit 1 and a clear reason. */
describe('start-up with ADMIN_EMAIL of an account it cannot prove', () => {
  const dataDir = useDataDir('halal-admin-start-');

  test('an unverified sign-up with that address: the server exits 1 naming the reason, and the account stays an investor', async () => {
    const database = createDatabase(loadConfig({ DATA_DIR: dataDir.path, NODE_ENV: 'test' }));
    await migrateToLatest(database.db);
    const stranger = await createTestUser(database.db, { email: 'boss@example.com', is_verified: 0, password: 'stranger password' });
    await database.db.destroy();

    const port = await freePort();
    const child = spawnServer(dataDir.path, port, { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'the real admin password' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    expect(code).toBe(1);
    expect(output).toContain('Start-up stopped: ADMIN_EMAIL boss@example.com belongs to an account whose email is not verified');
    expect(output).not.toContain('listening');

    const after = createDatabase(loadConfig({ DATA_DIR: dataDir.path, NODE_ENV: 'test' }));
    const row = await after.db.selectFrom('users').select(['role', 'is_verified']).where('id', '=', stranger.user.id).executeTakeFirstOrThrow();
    await after.db.destroy();
    expect(row).toEqual({ role: 'investor', is_verified: 0 });
  }, 60_000);
});
