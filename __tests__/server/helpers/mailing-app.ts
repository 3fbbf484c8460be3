import type { DatabaseKind } from '../../../src/server/db/connection';
import { useAdminAndInvestor } from './admin-and-investor';
import type { SmtpSink } from './smtp-sink';
import type { TestContext } from './test-app';
import type { TestUser } from './users';

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
  return useAdminAndInvestor(kind, { mail: true, investors: [] });
}
