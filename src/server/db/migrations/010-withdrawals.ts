import { sql, type Kysely } from 'kysely';

/**
 * Withdrawals (MONEY.md): one row per request for money out, written in the transaction
 * of the transfers that hold, pay or return its amount (transfers.withdrawal_id). Unlike
 * distributions the row changes (its status, once, from pending), so it is not append-only; the
 * money it moved stays in the append-only transfers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reference', 'varchar(100)')
    .addColumn('admin_remarks', 'text')
    .addColumn('idempotency_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('decided_by', 'varchar(32)', (c) => c.references('users.id'))
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('withdrawals_amount_positive', sql`amount > 0`)
    .addCheckConstraint('withdrawals_method', sql`method in ('bank', 'bkash', 'nagad', 'rocket')`)
    .addCheckConstraint('withdrawals_status', sql`status in ('pending', 'paid', 'rejected', 'cancelled')`)
    .execute();
  await db.schema.createIndex('withdrawals_idempotency').on('withdrawals').column('idempotency_key').unique().execute();
  // The admin queue (by status) and an investor's own list, both newest first by keyset.
  await db.schema.createIndex('withdrawals_status_created').on('withdrawals').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('withdrawals_user_created').on('withdrawals').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('transfers_withdrawal').on('transfers').column('withdrawal_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('transfers_withdrawal').execute();
  await db.schema.dropTable('withdrawals').execute();
}
