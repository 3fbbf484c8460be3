import { messageKey } from '../notifications/outbox';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { BackgroundMail } from './mail/background';
import { paymentAccountChangedMail, type PaymentAccountAlert } from './mail/payment-account-mail';

/** Whether a save changed anything an investor could be sent to: a save of the same values mails nobody. */
export const isChange = (alert: PaymentAccountAlert): boolean => alert.before === null || JSON.stringify(alert.before) !== JSON.stringify(alert.after);

/**
 * Mails every active admin, each in their language, after the change has committed. The audit
 * event written with the change is the lasting record (the dashboard's notice reads it), so a mail
 * that cannot be sent, or an admin list that cannot be read, is logged as an error and does not
 * turn the committed change into a failed request.
 */
export async function alertAdmins(db: Kysely<Database>, mail: BackgroundMail, alert: PaymentAccountAlert, log: FastifyBaseLogger): Promise<void> {
  if (!isChange(alert)) return;
  try {
    const admins = await db.selectFrom('users').select(['id', 'email', 'fullname', 'language']).where('role', '=', 'admin').where('is_active', '=', 1).execute();
    for (const admin of admins) mail.send({ message: paymentAccountChangedMail(admin, alert), dedupeKey: messageKey('payment-account-changed'), userId: admin.id }, log);
  } catch (err) {
    log.error({ err }, 'payment account change mails could not be sent');
  }
}
