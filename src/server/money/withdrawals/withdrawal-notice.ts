import type { Kysely } from 'kysely';
import type { PayoutAccount } from '../../../shared/withdrawal-types';
import type { Database } from '../../db/schema';
import { notify, type WithdrawalStep } from '../../notifications/notify';
import { wallet } from '../ledger/account-keys';
import { balanceOf } from '../ledger/accounts';
import { holdOf } from './safety-hold';

/**
 * Tells the investor one step of their withdrawal, written with the step in its transaction
 * (MONEY.md: each step is mailed), with the wallet as the step leaves it.
 */
export async function noticeWithdrawalStep(trx: Kysely<Database>, withdrawalId: string, step: WithdrawalStep): Promise<void> {
  const row = await trx.selectFrom('withdrawals').selectAll().where('id', '=', withdrawalId).executeTakeFirstOrThrow();
  const availableBalance = await balanceOf(trx, wallet(row.user_id));
  await notify(trx, {
    userId: row.user_id,
    kind: 'withdrawal_step',
    figures: {
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
    },
    dedupeKey: `withdrawal-${step}:${row.id}`,
    link: '/profile',
    mail: true,
  });
}
