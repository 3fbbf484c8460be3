import type { Kysely } from 'kysely';
import { ALWAYS_REACHED } from '../../shared/notification-types';
import type { Database } from '../db/schema';
import { languageOf } from '../services/mail/templates';
import { addToInbox } from './inbox';
import { NOTICE_TOPIC, noticeContent, noticeMail, type NoticeFigures, type NoticeKind } from './notice-kinds';
import { enqueueMail, enqueueSms } from './outbox';
import { readPreferences } from './preferences';
import { noticeSms } from './sms/notice-sms';
import { checkedPhone } from './sms/sms-number';

export type { WithdrawalStep } from '../services/mail/withdrawal-mail';

export interface Notice<K extends NoticeKind> {
  userId: string;
  kind: K;
  figures: NoticeFigures<K>;
  /** Names the event: the same event never notifies twice. */
  dedupeKey: string;
  /** The app path the inbox message opens. */
  link: string;
  /** Mailed too; an acknowledgement of the person's own request (a deposit claim) stays in the app and SMS. */
  mail: boolean;
  /** The address the mail goes to instead of the account's: an email change tells the old one, so a thief's change is noticed. */
  mailTo?: string;
}

/**
 * Tells a person of an event, in the caller's transaction: an inbox message, and by mail and SMS
 * through the outbox as the person chose, so all exist if and only if the event commits. The money
 * module names the notice and gives its figures; the words live with the notice kinds.
 */
export async function notify<K extends NoticeKind>(trx: Kysely<Database>, notice: Notice<K>): Promise<void> {
  const { userId, kind, figures, dedupeKey, link } = notice;
  await addToInbox(trx, [{ userId, kind, figures, dedupeKey, link }]);
  const person = await trx.selectFrom('users').select(['email', 'fullname', 'language', 'phone', 'phone_verified']).where('id', '=', userId).executeTakeFirst();
  if (!person) return;
  const topic = NOTICE_TOPIC[kind];
  const choice = await readPreferences(trx, userId);
  const phone = checkedPhone(person);
  const language = languageOf(person);
  const text = phone && choice.sms[topic] ? noticeSms(kind, figures, language) : null;
  if (text && phone) {
    const subject = noticeContent(kind, figures, language).subject;
    await enqueueSms(trx, { message: { to: phone, text }, subject, dedupeKey: `${dedupeKey}:sms`, userId });
  }
  // Money and security always leave the app: by mail when no SMS goes (a phone changed since its check, or a notice with no SMS).
  const mailed = choice.email[topic] || (ALWAYS_REACHED.includes(topic) && text === null);
  if (notice.mail && mailed) await enqueueMail(trx, { message: noticeMail({ ...person, email: notice.mailTo ?? person.email }, kind, figures), dedupeKey, userId });
}
