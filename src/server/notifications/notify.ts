import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addToInbox } from './inbox';
import { noticeMail, type NoticeFigures, type NoticeKind } from './notice-kinds';
import { enqueueMail } from './outbox';

export type { WithdrawalStep } from '../services/mail/withdrawal-mail';

export interface Notice<K extends NoticeKind> {
  userId: string;
  kind: K;
  figures: NoticeFigures<K>;
  /** Names the event: the same event never notifies twice. */
  dedupeKey: string;
  /** The app path the inbox message opens. */
  link: string;
  /** Mailed too; an acknowledgement of the person's own request (a deposit claim) stays in the app. */
  mail: boolean;
}

/**
 * Tells a person of an event, in the caller's transaction: an inbox message and, when asked, a
 * mail in their language through the outbox, so both exist if and only if the event commits. The
 * money module names the notice and gives its figures; the words live with the notice kinds.
 */
export async function notify<K extends NoticeKind>(trx: Kysely<Database>, notice: Notice<K>): Promise<void> {
  const { userId, kind, figures, dedupeKey, link } = notice;
  await addToInbox(trx, [{ userId, kind, figures, dedupeKey, link }]);
  if (!notice.mail) return;
  const investor = await trx.selectFrom('users').select(['email', 'fullname', 'language']).where('id', '=', userId).executeTakeFirst();
  if (!investor) return;
  await enqueueMail(trx, { message: noticeMail(investor, kind, figures), dedupeKey, userId });
}
