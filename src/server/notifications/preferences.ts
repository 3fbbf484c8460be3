import type { Kysely } from 'kysely';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '../../shared/notification-types';
import { nowIso } from '../db/ids';
import type { Database, NotificationPreferencesTable } from '../db/schema';

type Choices = Omit<NotificationPreferencesTable, 'user_id' | 'updated_at'>;

const bit = (on: boolean) => (on ? 1 : 0);

function toColumns(p: NotificationPreferences): Choices {
  return {
    email_money: bit(p.email.money),
    email_security: bit(p.email.security),
    email_project_updates: bit(p.email.projectUpdates),
    email_promotions: bit(p.email.promotions),
    sms_money: bit(p.sms.money),
    sms_security: bit(p.sms.security),
    sms_project_updates: bit(p.sms.projectUpdates),
    sms_promotions: bit(p.sms.promotions),
  };
}

function fromColumns(row: Choices): NotificationPreferences {
  return {
    email: { money: row.email_money === 1, security: row.email_security === 1, projectUpdates: row.email_project_updates === 1, promotions: row.email_promotions === 1 },
    sms: { money: row.sms_money === 1, security: row.sms_security === 1, projectUpdates: row.sms_project_updates === 1, promotions: row.sms_promotions === 1 },
  };
}

/** The person's channels for each topic: their choice, or the defaults until they make one. */
export async function readPreferences(db: Kysely<Database>, userId: string): Promise<NotificationPreferences> {
  const row = await db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? fromColumns(row) : DEFAULT_NOTIFICATION_PREFERENCES;
}

export async function savePreferences(db: Kysely<Database>, userId: string, preferences: NotificationPreferences): Promise<void> {
  const columns = toColumns(preferences);
  const updatedAt = nowIso();
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...columns, updated_at: updatedAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...columns, updated_at: updatedAt }))
    .execute();
}

/** Whether two sets of choices are the same: saving the same again writes nothing and records no change. */
export function sameChoices(a: NotificationPreferences, b: NotificationPreferences): boolean {
  const columns = toColumns(b);
  return Object.entries(toColumns(a)).every(([column, value]) => columns[column as keyof Choices] === value);
}
