import type { Kysely } from 'kysely';

/**
 * A phone checked by an SMS code, and each person's choice of channels. `users.phone_verified` keeps
 * the number (in +880… form) that a code reached: a later edit of the phone leaves it unchecked
 * until a new code comes through. A code for a phone is an email_codes row of purpose 'phone' that
 * names the number it went to. A person with no preferences row has the defaults.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone_verified', 'varchar(24)').execute();
  await db.schema.alterTable('email_codes').addColumn('sent_to_phone', 'varchar(24)').execute();
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('users.id'))
    .addColumn('email_money', 'integer', (c) => c.notNull())
    .addColumn('email_security', 'integer', (c) => c.notNull())
    .addColumn('email_project_updates', 'integer', (c) => c.notNull())
    .addColumn('email_promotions', 'integer', (c) => c.notNull())
    .addColumn('sms_money', 'integer', (c) => c.notNull())
    .addColumn('sms_security', 'integer', (c) => c.notNull())
    .addColumn('sms_project_updates', 'integer', (c) => c.notNull())
    .addColumn('sms_promotions', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.alterTable('email_codes').dropColumn('sent_to_phone').execute();
  await db.schema.alterTable('users').dropColumn('phone_verified').execute();
}
