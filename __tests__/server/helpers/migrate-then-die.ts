/**
 * Child process of migration-crash.test.ts: migrates a fresh SQLite database in DATA_DIR (argv[2])
 * and SIGKILLs itself inside the last migration, after its statements ran and before the migrator
 * could record it: the worst moment for a crash at start-up.
 */
import { createDatabase, migrateToLatest } from '../../../src/server/db/connection';
import { migrations } from '../../../src/server/db/migrations';

const names = Object.keys(migrations).sort();
const lastName = names[names.length - 1] as string;
const last = migrations[lastName];
if (!last) throw new Error('no migrations');
migrations[lastName] = {
  ...last,
  up: async (db) => {
    await last.up(db);
    process.kill(process.pid, 'SIGKILL');
  },
};

const database = createDatabase({ databaseUrl: null, dataDir: process.argv[2] as string });
void migrateToLatest(database.db);
