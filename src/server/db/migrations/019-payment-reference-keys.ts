import { sql, type Kysely } from 'kysely';

/** The same key `paymentReferenceKey` (services/payment-reference-key.ts) writes; kept here as it was at this point in history. */
const referenceKey = (reference: string) => reference.toUpperCase().replace(/[\s-]/g, '') || null;

/**
 * Bank references and TrxIDs are compared by a stored key (case, spaces and dashes left out), so
 * 'FT123', 'ft123' and 'FT1 23' pay one deposit, and one payout reference settles one withdrawal.
 * A unique index on (method, key) refuses a second use also under concurrent requests.
 *
 * Rows written before this could already share a key. The oldest of each group keeps it (it is the
 * one a new use collides with); the later ones keep their reference as typed with no key, so the
 * migration never fails on old data, nothing is rewritten, and no new row can join the group.
 */
async function fillKeys(db: Kysely<any>, table: 'deposits' | 'withdrawals'): Promise<void> {
  const rows = (await db.selectFrom(table).select(['id', 'method', 'reference']).where('reference', 'is not', null).orderBy('created_at').orderBy('id').execute()) as {
    id: string;
    method: string | null;
    reference: string;
  }[];
  const seen = new Set<string>();
  for (const row of rows) {
    const key = referenceKey(row.reference);
    const group = `${row.method ?? ''}\n${key}`;
    if (key === null || seen.has(group)) continue;
    seen.add(group);
    await db.updateTable(table).set({ reference_key: key }).where('id', '=', row.id).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deposits').addColumn('reference_key', 'varchar(100)').execute();
  await db.schema.alterTable('withdrawals').addColumn('reference_key', 'varchar(100)').execute();
  await fillKeys(db, 'deposits');
  await fillKeys(db, 'withdrawals');
  // The key's index refuses everything the exact one did (the same text has the same key).
  await db.schema.dropIndex('deposits_method_reference').execute();
  await db.schema
    .createIndex('deposits_method_reference_key')
    .on('deposits')
    .columns(['method', 'reference_key'])
    .unique()
    .where(sql.ref('reference_key'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('withdrawals_method_reference_key')
    .on('withdrawals')
    .columns(['method', 'reference_key'])
    .unique()
    .where(sql.ref('reference_key'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('withdrawals_method_reference_key').execute();
  await db.schema.dropIndex('deposits_method_reference_key').execute();
  await db.schema.createIndex('deposits_method_reference').on('deposits').columns(['method', 'reference']).unique().where(sql.ref('reference'), 'is not', null).execute();
  await db.schema.alterTable('withdrawals').dropColumn('reference_key').execute();
  await db.schema.alterTable('deposits').dropColumn('reference_key').execute();
}
