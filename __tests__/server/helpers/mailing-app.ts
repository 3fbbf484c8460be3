import type { DatabaseKind } from '../../../src/server/db/connection';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { createTestContext, type TestContext } from './test-app';
import { createTestAdmin, type TestUser } from './users';

/** The app, its SMTP sink and an admin; the fields are fresh in every test. */
export interface MailingApp {
  sink: SmtpSink;
  ctx: TestContext;
  admin: TestUser;
}

/**
 * An app that mails through an SMTP sink, with an admin signed in: made before each test and closed
 * after it. Call inside a describe; read the fields inside tests.
 */
export function useMailingApp(kind: DatabaseKind): MailingApp {
  const app = {} as MailingApp;
  beforeEach(async () => {
    app.sink = await startSmtpSink();
    app.ctx = await createTestContext(kind, { SMTP_URL: app.sink.url });
    app.admin = await createTestAdmin(app.ctx.database.db);
  });
  afterEach(async () => {
    await app.ctx.close();
    await app.sink.close();
  });
  return app;
}
