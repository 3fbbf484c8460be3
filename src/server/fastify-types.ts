import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { Mailer } from './services/mail/mailer';
import type { PdfPool } from './services/pdf/pdf-pool';
import type { PostingRunner } from './services/postings/posting-runner';
import type { OutboxWorker } from './notifications/outbox-worker';
import type { ProjectListCache } from './services/project-list-cache';
import type { FileStorage } from './services/storage/file-storage';

/** Who may call a route; every route declares one (SECURITY.md 6). */
export type AccessLevel = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    mailer: Mailer;
    storage: FileStorage;
    projectListCache: ProjectListCache;
    pdf: PdfPool;
    /** Chunked money postings, driven in the background (MONEY.md "Posting at scale"). */
    postings: PostingRunner;
    /** Delivers the messages events wrote to the outbox. */
    outbox: OutboxWorker;
  }
  interface FastifyContextConfig {
    access?: AccessLevel;
    /** A public route whose answer carries a session token: never kept by a cache (plugins/no-store.ts). */
    noStore?: boolean;
  }
}
