import type { Kysely } from 'kysely';

/** The same key `payoutKey` (money/withdrawals/payout-key.ts) writes; kept here as it was at this point in history. */
function payoutKey(method: string, accountJson: string): string {
  const account = JSON.parse(accountJson) as { number?: string; accountNumber?: string; routingNumber?: string };
  if (method !== 'bank') return `${method}:${account.number ?? ''}`;
  return `bank:${(account.accountNumber ?? '').replace(/\D/g, '')}:${account.routingNumber ?? ''}`;
}

/**
 * The withdrawal safety hold: a request made to payout details first used less than a
 * day ago, or soon after a password or email change, carries its reasons and the hold's end, for
 * the admin's extra check. `payout_key` is the payout details normalised (the method with the
 * mobile number, or the bank account and routing numbers), so "used before" is one index lookup
 * per request instead of parsing every earlier withdrawal's JSON.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('withdrawals')
    .addColumn('payout_key', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  // Comma-separated reasons ('new-payout-details,password-changed'); both null when not held.
  await db.schema.alterTable('withdrawals').addColumn('hold_reasons', 'varchar(100)').execute();
  await db.schema.alterTable('withdrawals').addColumn('hold_until', 'varchar(32)').execute();
  const rows = (await db.selectFrom('withdrawals').select(['id', 'method', 'account']).execute()) as { id: string; method: string; account: string }[];
  for (const row of rows)
    await db
      .updateTable('withdrawals')
      .set({ payout_key: payoutKey(row.method, row.account) })
      .where('id', '=', row.id)
      .execute();
  await db.schema.createIndex('withdrawals_user_payout').on('withdrawals').columns(['user_id', 'payout_key', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('withdrawals_user_payout').execute();
  await db.schema.alterTable('withdrawals').dropColumn('hold_until').execute();
  await db.schema.alterTable('withdrawals').dropColumn('hold_reasons').execute();
  await db.schema.alterTable('withdrawals').dropColumn('payout_key').execute();
}
