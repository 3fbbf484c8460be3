import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { depositDecisionMail } from '../services/mail/deposit-decision-mail';
import type { MailMessage } from '../services/mail/mailer';
import type { Recipient } from '../services/mail/templates';
import { withdrawalMail } from '../services/mail/withdrawal-mail';
import { enqueueMail } from './outbox';

export type { WithdrawalStep } from '../services/mail/withdrawal-mail';

/**
 * What a money event tells its investor, by name. The money module names the notice and gives its
 * figures inside its own transaction; the words, in the investor's language, live with the mail
 * templates, which the money module never imports.
 */
const NOTICES = {
  depositDecision: depositDecisionMail,
  withdrawalStep: withdrawalMail,
} satisfies Record<string, (recipient: Recipient, figures: never) => MailMessage>;

type Notices = typeof NOTICES;
export type NoticeName = keyof Notices;

/**
 * Writes the notice to the investor's outbox in the caller's transaction, so it leaves if and only if
 * the event commits. `dedupeKey` names the event: the same event never notifies twice.
 */
export async function noticeToInvestor<N extends NoticeName>(trx: Kysely<Database>, userId: string, name: N, figures: Parameters<Notices[N]>[1], dedupeKey: string): Promise<void> {
  const investor = await trx.selectFrom('users').select(['email', 'fullname', 'language']).where('id', '=', userId).executeTakeFirst();
  if (!investor) return;
  const render = NOTICES[name] as (recipient: Recipient, figures: Parameters<Notices[N]>[1]) => MailMessage;
  await enqueueMail(trx, { message: render(investor, figures), dedupeKey, userId });
}
