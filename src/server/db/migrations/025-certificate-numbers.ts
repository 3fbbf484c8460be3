import type { Kysely } from 'kysely';

/** A copy of `certificateNumberCandidates` (services/certificates/certificate-numbers.ts), so a later change there cannot change what this migration writes. */
const candidates = (accountId: string) => [8, 12, 16, 20, 24].map((length) => `CER-${accountId.slice(0, length).toUpperCase()}`);

/**
 * Each investor's holding certificate gets a stored number, unique by index, so the public check
 * (/verify/{number}) names exactly one holding. Every invested holding keeps the number its
 * certificate already prints ('CER-' and the first 8 characters of its id); only one whose first 8
 * characters repeat an older holding's gets a longer one, so no paper in an investor's hands changes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('certificates')
    .addColumn('account_id', 'varchar(32)', (c) => c.primaryKey().references('accounts.id'))
    .addColumn('number', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  const holdings = (await db
    .selectFrom('accounts as a')
    .select(['a.id', 'a.created_at'])
    .where('a.kind', '=', 'holding')
    .where('a.user_id', 'is not', null)
    .where((eb) => eb.exists(eb.selectFrom('transfers as t').select('t.id').whereRef('t.credit_account_id', '=', 'a.id').where('t.kind', '=', 'investment')))
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute()) as { id: string; created_at: string }[];
  const taken = new Set<string>();
  for (const holding of holdings) {
    const number = candidates(holding.id).find((candidate) => !taken.has(candidate))!;
    taken.add(number);
    await db.insertInto('certificates').values({ account_id: holding.id, number, created_at: holding.created_at }).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
}
