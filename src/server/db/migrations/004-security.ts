import type { Kysely } from 'kysely';
import { dropAppendOnly, makeAppendOnly } from './append-only';

/**
 * Account security: two-factor sign-in, email change by code, sign-in codes past the
 * per-account limit, session metadata, the append-only audit trail, tracked uploads, and the
 * bank details' change date and demo flag.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    // The TOTP secret, encrypted with the app secret (services/two-factor); null until set up.
    .addColumn('totp_secret', 'text')
    .execute();
  for (const column of ['totp_enabled_at', 'password_changed_at', 'email_changed_at']) {
    await db.schema.alterTable('users').addColumn(column, 'varchar(32)').execute();
  }
  // The last 30-second step a code was accepted for: the same code cannot be used twice.
  await db.schema.alterTable('users').addColumn('totp_last_step', 'bigint').execute();

  await db.schema.alterTable('sessions').addColumn('ip', 'varchar(64)').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(300)').execute();
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'varchar(32)').execute();
  // When this session passed two-factor (sign-in with a code, or the set-up that enabled it).
  await db.schema.alterTable('sessions').addColumn('two_factor_at', 'varchar(32)').execute();

  // One table, three purposes: 'verify' (sign-up), 'sign_in' (past the per-account limit) and
  // 'email_change' (sent to the new address, which new_email holds).
  await db.schema
    .alterTable('email_codes')
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull().defaultTo('verify'))
    .execute();
  await db.schema.alterTable('email_codes').addColumn('new_email', 'varchar(254)').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();

  // The step between a right password and the authenticator code: no session exists until both.
  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_challenges_user').on('sign_in_challenges').column('user_id').execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    // null: no signed-in person did it (a failed sign-in, start-up, the demo seed)
    .addColumn('actor_id', 'varchar(32)', (c) => c.references('users.id'))
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(32)')
    .addColumn('target_id', 'varchar(64)')
    // JSON texts of what changed; never passwords, codes, tokens or secrets
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // Newest first by (created_at, id), filtered by one of actor, action or target: keyset pages.
  await db.schema.createIndex('audit_events_time').on('audit_events').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_events_actor').on('audit_events').columns(['actor_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('audit_events_action').on('audit_events').columns(['action', 'created_at', 'id']).execute();
  await db.schema.createIndex('audit_events_target').on('audit_events').columns(['target_id', 'created_at', 'id']).execute();
  await makeAppendOnly(db, 'audit_events');

  // Every stored upload, so uploads can be limited per user and the ones nothing refers to removed.
  await db.schema
    .createTable('uploads')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.references('users.id'))
    .addColumn('visibility', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user_created').on('uploads').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('uploads_created').on('uploads').column('created_at').execute();

  await db.schema
    .alterTable('bank_info')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('bank_info').addColumn('details_changed_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bank_info').dropColumn('details_changed_at').execute();
  await db.schema.alterTable('bank_info').dropColumn('is_demo').execute();
  await db.schema.dropTable('uploads').execute();
  await dropAppendOnly(db, 'audit_events');
  for (const table of ['audit_events', 'sign_in_challenges', 'recovery_codes']) await db.schema.dropTable(table).execute();
  for (const column of ['new_email', 'purpose']) await db.schema.alterTable('email_codes').dropColumn(column).execute();
  for (const column of ['two_factor_at', 'last_used_at', 'user_agent', 'ip']) await db.schema.alterTable('sessions').dropColumn(column).execute();
  for (const column of ['totp_last_step', 'email_changed_at', 'password_changed_at', 'totp_enabled_at', 'totp_secret']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
