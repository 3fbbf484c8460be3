import { buildApp } from './app';
import { ConfigError, loadConfig, publicUrlWarning, type Config } from './config';
import { createDatabase, migrateToLatest, sqliteFile } from './db/connection';
import { WalCheckpoints } from './db/wal-checkpoints';
import { warnAboutDemoContent } from './db/seed/demo-check';
import { seedDemoContent } from './db/seed/seed-demo';
import { AdminAccountError, ensureAdmin } from './services/admin-account';
import { startOrphanUploadSweep } from './services/uploads/orphan-sweep';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = createDatabase(config);
  await migrateToLatest(database.db);

  const app = await buildApp(config, database);
  const checkpoints = database.kind === 'sqlite' ? await WalCheckpoints.start(database.db, sqliteFile(config.dataDir), app.log) : null;
  app.addHook('onClose', async () => {
    // Chunked postings stop between chunks (and their mails are read) before the database closes, whatever order Fastify runs hooks in.
    await app.postings.close();
    await app.outbox.close();
    await checkpoints?.close();
    await database.db.destroy();
  });
  const publicUrlProblem = publicUrlWarning(config);
  if (publicUrlProblem) app.log.warn(publicUrlProblem);

  if (config.admin) {
    try {
      const outcome = await ensureAdmin(database.db, config.admin);
      app.log.info({ admin: config.admin.email, outcome }, 'admin account checked');
    } catch (error) {
      // A refusal stops the start with its reason; the account is left as it was.
      if (!(error instanceof AdminAccountError)) throw error;
      app.log.fatal(error.message);
      console.error(`Start-up stopped: ${error.message}`);
      await app.close();
      process.exit(1);
    }
  }
  startOrphanUploadSweep(app);
  // Postings a crash or another process left unfinished resume here, and are looked for every few seconds.
  app.postings.startSweeping();
  if (config.seedDemo) {
    const seeded = await seedDemoContent(database.db, app.storage);
    if (seeded.projects || seeded.promotions || seeded.bank) app.log.info({ seeded }, 'demo content added');
  }
  await warnAboutDemoContent(database.db, config.nodeEnv, app.log);

  // Stop accepting connections, finish in-flight requests, then close the database. A signal often
  // comes twice (Ctrl-C reaches the whole process group, and npm or scripts/start.mjs pass it on
  // too): the repeat must not cut the shutdown short, so the handler stays and ignores it.
  // Kept by hand, not close-with-grace: its 2.5 exits 1 on any second signal (afterFirstSignal calls
  // process.exit(1) whatever onSecondSignal does), which is the very cut graceful-shutdown.test.ts
  // catches: the in-flight request unanswered and the exit code 1.
  let closing = false;
  // An answer sent while closing ends its connection: a kept-alive connection would hold the
  // shutdown until its idle timeout (72 s in Fastify).
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // A request that never ends must not keep the process from stopping.
      setTimeout(() => {
        app.log.error('shutdown took over 10 s; exiting');
        process.exit(1);
      }, 10_000).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.kind, dataDir: config.dataDir }, `halal-invest listening on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
