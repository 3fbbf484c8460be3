import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Insertable, type Kysely } from 'kysely';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../../src/server/db/connection';
import { newId, nowIso } from '../../src/server/db/ids';
import type { Database, DepositsTable } from '../../src/server/db/schema';
import { writeTransaction } from '../../src/server/db/transaction';
import { hashPassword } from '../../src/server/services/passwords';
import { createSession } from '../../src/server/services/sessions';

const INVESTORS = 25;
const INSERT_CHUNK = 500;

export interface Fixture {
  dataDir: string;
  /** The orchestrator's own connection: seeds, tops up the pending deposits, then is closed. */
  database: DatabaseHandle;
  adminId: string;
  adminToken: string;
  investorIds: string[];
  /** Each investor's session, for the investments (issue 15) and withdrawals (issue 17). */
  investorTokens: Map<string, string>;
  /** Every investor's password: a withdrawal request is confirmed with it (issue 17). */
  investorPassword: string;
  /** The project everyone invests in (no funding target, smallest option ৳100). */
  projectId: string;
}

/** `halal-crash-<pid>-…`, so a later run can tell the directories of a run that was killed. */
export function createDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `halal-crash-${process.pid}-`));
}

/**
 * Opens the database the workers created in `dataDir` (migrating is then a no-op that checks the
 * schema is complete) and adds an admin with a session and the investors.
 */
export async function createFixture(dataDir: string, databaseUrl: string | null = null): Promise<Fixture> {
  const database = createDatabase({ databaseUrl, dataDir });
  await migrateToLatest(database.db);
  const now = nowIso();
  const adminId = newId();
  // Nobody signs in during the run, so the password hash is a placeholder; the session is real.
  await database.db
    .insertInto('users')
    .values({
      id: adminId,
      email: 'crash-admin@example.com',
      fullname: 'Crash Admin',
      password_hash: 'x',
      role: 'admin',
      language: 'en',
      is_verified: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // Marked as past two-factor, as an admin session must be with ADMIN_2FA=required.
  const adminToken = await createSession(database.db, adminId, 1, { twoFactorVerified: true });
  const investorIds = Array.from({ length: INVESTORS }, () => newId());
  // One real hash for all: the withdrawals the run asks for are checked against it.
  const investorPassword = 'crash-run-password';
  const investorHash = await hashPassword(investorPassword);
  await database.db
    .insertInto('users')
    .values(
      investorIds.map((id, i) => ({
        id,
        email: `crash-investor-${i}@example.com`,
        fullname: `Crash Investor ${i}`,
        password_hash: investorHash,
        role: 'investor' as const,
        language: 'en',
        is_verified: 1,
        search_text: `crash investor ${i}`,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const investorTokens = new Map<string, string>();
  for (const id of investorIds) investorTokens.set(id, await createSession(database.db, id, 1));
  const projectId = newId();
  await database.db
    .insertInto('projects')
    .values({
      id: projectId,
      title: 'Crash Farm',
      price: '100000',
      description: 'Where the crash run invests.',
      default_image: '',
      gallery_images: '[]',
      target_achieved: 0,
      roi: 10,
      investment_options: '[100]',
      // Poisha: a project takes investments only with a target (a showcase refuses them); far above what the run puts in.
      funding_target: 10_000_000_000,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { dataDir, database, adminId, adminToken, investorIds, investorTokens, investorPassword, projectId };
}

/**
 * Adds `count` pending deposits of random amounts (whole poisha, 100 to 500,000 BDT) spread over
 * the investors, in immediate transactions like the app's own writes; returns their ids.
 */
export async function addPendingDeposits(db: Kysely<Database>, investorIds: string[], count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let done = 0; done < count; done += INSERT_CHUNK) {
    const now = nowIso();
    const rows: Insertable<DepositsTable>[] = Array.from({ length: Math.min(INSERT_CHUNK, count - done) }, () => {
      const id = newId();
      ids.push(id);
      const userId = investorIds[Math.floor(Math.random() * investorIds.length)] as string;
      const amount = 10_000 + Math.floor(Math.random() * 50_000_000);
      return { id, user_id: userId, amount, status: 'pending', screenshot_key: `${userId}/${id}.png`, created_at: now, updated_at: now };
    });
    await writeTransaction(db, (trx) => trx.insertInto('deposits').values(rows).execute());
  }
  return ids;
}

/**
 * Holds the write lock for busy_timeout + 1 s, as a long write of another process would (an
 * upgrade's migration, a bulk import): writes waiting meanwhile must be answered 503, not 500.
 */
export async function holdWriteLockPastBusyTimeout(db: Kysely<Database>): Promise<void> {
  const busyTimeoutMs = Number((await sql<{ timeout: number }>`pragma busy_timeout`.execute(db)).rows[0]?.timeout);
  await writeTransaction(db, () => new Promise((resolve) => setTimeout(resolve, busyTimeoutMs + 1000)));
}

export function removeDataDir(dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Whether a chunked posting is underway: a kill now may land between or inside its chunks. */
export async function postingUnderway(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('postings').select('id').where('status', '=', 'posting').limit(1).executeTakeFirst()) !== undefined;
}
