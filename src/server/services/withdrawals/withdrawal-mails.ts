import { messageKey } from '../../notifications/outbox';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PayoutAccount } from '../../../shared/withdrawal-types';
import type { Database } from '../../db/schema';
import type { BackgroundMail } from '../mail/background';
import { withdrawalMail, type WithdrawalStep } from '../mail/withdrawal-mail';
import { wallet } from '../../money/ledger/account-keys';
import { balanceOf } from '../../money/ledger/accounts';
import { holdOf } from '../../money/withdrawals/safety-hold';

/**
 * Mails the investor one step of a withdrawal, in their language (MONEY.md: each step is mailed).
 * Called after the commit, never inside it, so a mail only ever tells what the database holds. The
 * step is the caller's, not read from the row: a request cancelled a moment later still gets its
 * "requested" mail, and the cancel its own.
 */
export async function mailWithdrawal(db: Kysely<Database>, mail: BackgroundMail, withdrawalId: string, step: WithdrawalStep, log: FastifyBaseLogger): Promise<void> {
  const row = await db
    .selectFrom('withdrawals')
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .select([
      'withdrawals.id',
      'withdrawals.user_id',
      'withdrawals.amount',
      'withdrawals.method',
      'withdrawals.account',
      'withdrawals.reference',
      'withdrawals.admin_remarks',
      'withdrawals.admin_remarks_bn',
      'withdrawals.hold_reasons',
      'withdrawals.hold_until',
    ])
    .select(['users.email', 'users.fullname', 'users.language'])
    .where('withdrawals.id', '=', withdrawalId)
    .executeTakeFirst();
  if (!row) return;
  const availableBalance = await balanceOf(db, wallet(row.user_id));
  const message = withdrawalMail(row, {
    step,
    withdrawalId: row.id,
    amount: Number(row.amount),
    method: row.method,
    account: JSON.parse(row.account) as PayoutAccount,
    hold: holdOf(row),
    paymentReference: row.reference,
    remarks: row.admin_remarks,
    remarksBn: row.admin_remarks_bn,
    availableBalance,
  });
  mail.send({ message, dedupeKey: messageKey(`withdrawal-${step}`, row.id), userId: row.user_id }, log);
}
