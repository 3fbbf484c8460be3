import type { ColumnType } from 'kysely';

export type OutboxChannel = 'email' | 'sms';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A message waiting for, or done with, delivery (migration 031). */
export interface OutboxTable {
  id: string;
  dedupe_key: string;
  channel: OutboxChannel;
  /** An e-mail address or a phone number. */
  recipient: string;
  user_id: string | null;
  /** Kept after a secret payload is wiped, so admins can still tell messages apart. */
  subject: string;
  /** The message as JSON; '{}' once a secret one (a code) has been delivered or given up. */
  payload: string;
  secret: ColumnType<number, number | undefined, number>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A message in a person's in-app inbox (migration 032); worded when read, in the reader's language. */
export interface InboxTable {
  id: string;
  user_id: string;
  dedupe_key: string;
  /** A notice kind (notifications/notice-kinds.ts). */
  kind: string;
  /** The notice's figures as JSON. */
  figures: string;
  /** The app path the message opens. */
  link: string | null;
  created_at: string;
  read_at: string | null;
}

/** The channels a person chose for each kind of notice (migration 033); no row means the defaults. */
export interface NotificationPreferencesTable {
  user_id: string;
  email_money: number;
  email_security: number;
  email_project_updates: number;
  email_promotions: number;
  sms_money: number;
  sms_security: number;
  sms_project_updates: number;
  sms_promotions: number;
  updated_at: string;
}
