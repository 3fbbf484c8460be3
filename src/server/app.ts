import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { serializeRequest } from './log-redaction';
import './fastify-types';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerNoStore } from './plugins/no-store';
import { registerPasswordConfirmation } from './plugins/password-confirmation';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticFiles } from './plugins/static-files';
import { registerValidation } from './plugins/validation';
import { apiRoutes } from './routes';
import { createMailer } from './services/mail/mailer';
import { createSmsSender } from './notifications/sms/sms-sender';
import { withCompanyFooter } from './services/mail/company-footer';
import { companyFacts } from './services/official-facts';
import { PdfPool } from './services/pdf/pdf-pool';
import { registerPostingEffects } from './services/postings/posting-effects';
import { PostingRunner } from './services/postings/posting-runner';
import { ProjectListCache } from './services/project-list-cache';
import { OutboxWorker } from './notifications/outbox-worker';
import { RequestsInFlight } from './requests-in-flight';
import { giveWay } from './yield-to-others';
import { createStorage } from './services/storage';

export function uploadsDir(config: Config): string {
  return path.join(config.dataDir, 'uploads');
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "trust the nearest n hops" (what Fastify does
 * with a number at run time; its types only list the function form). Never `true`.
 */
function fastifyTrustProxy(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** The longest a chunk waits for a quiet moment, so a posting moves on under steady load too. */
const QUIET_WAIT_MS = 250;

/** Builds the whole app (plugins, then routes) without listening; tests drive it with `inject`. */
export async function buildApp(config: Config, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    // Request logs carry the URL with secret query values redacted (log-redaction.ts), never headers.
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], serializers: { req: serializeRequest } },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    return503OnClosing: true,
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate(
    'mailer',
    withCompanyFooter(createMailer(config, app.log), (language) => companyFacts(database.db, config, language)),
  );
  app.decorate('storage', createStorage(config));
  app.decorate('projectListCache', new ProjectListCache());
  app.decorate('pdf', new PdfPool(config.pdfWorkers, app.log));
  // On SQLite a chunk holds the one connection, so the next waits for the requests in flight to finish (at most QUIET_WAIT_MS).
  const requests = new RequestsInFlight();
  requests.track(app.server);
  const betweenChunks = async () => {
    await giveWay(database.db);
    if (database.kind === 'sqlite') await requests.quiet(QUIET_WAIT_MS);
  };
  app.decorate('postings', new PostingRunner(database.db, app.log, betweenChunks));
  registerPostingEffects(app);
  // Mail leaves through the outbox, from every process: a message waits in the database until one sends it.
  app.decorate('outbox', new OutboxWorker(database.db, { email: app.mailer, sms: createSmsSender(config, app.log) }, app.log, { firstRetryMs: config.outboxRetryMs }));
  app.outbox.start();
  app.addHook('onClose', async () => {
    await app.outbox.close();
    await app.mailer.close();
  });
  app.addHook('onClose', async () => app.pdf.close());

  registerErrorHandling(app);
  registerValidation(app);
  registerAuth(app);
  registerNoStore(app);
  await registerSecurityHeaders(app);
  await registerRateLimits(app);
  registerPasswordConfirmation(app);
  await registerOpenApi(app);

  await app.register(apiRoutes, { prefix: '/api' });

  await registerStaticFiles(app, uploadsDir(config));
  return app;
}
