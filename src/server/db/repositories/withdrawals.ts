import { sql, type Kysely } from 'kysely';
import { poishaToBdt } from '../../../shared/money';
import { withdrawalReference } from '../../../shared/references';
import type { PayoutAccount, WithdrawalDto, WithdrawalStatus } from '../../../shared/withdrawal-types';
import { pageOf, type KeysetCursor } from '../keyset-cursor';
import type { Database } from '../schema';
import type { WithdrawalRow } from '../withdrawals-table';
import { holdOf } from '../../money/withdrawals/safety-hold';

/** A withdrawal with the investor's name, email, customer ID and phone, as lists and answers show it. */
export interface WithdrawalWithUser extends WithdrawalRow {
  user_fullname: string;
  user_email: string;
  user_unique_id: string | null;
  user_phone: string | null;
}

const selectWithUser = (db: Kysely<Database>) =>
  db
    .selectFrom('withdrawals')
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .selectAll('withdrawals')
    .select(['users.fullname as user_fullname', 'users.email as user_email', 'users.unique_id as user_unique_id', 'users.phone as user_phone']);

export const findWithdrawal = (db: Kysely<Database>, id: string): Promise<WithdrawalWithUser | undefined> => selectWithUser(db).where('withdrawals.id', '=', id).executeTakeFirst();

export const findWithdrawalByKey = (db: Kysely<Database>, key: string): Promise<WithdrawalWithUser | undefined> =>
  selectWithUser(db).where('withdrawals.idempotency_key', '=', key).executeTakeFirst();

export interface WithdrawalListFilter {
  /** Only this investor's; undefined for an administrator's view of all. */
  userId?: string;
  status?: WithdrawalStatus;
  limit: number;
  after: KeysetCursor | null;
}

/** One page, newest first; the (status|user_id, created_at, id) indexes serve it from the cursor back. */
export async function listWithdrawals(db: Kysely<Database>, { userId, status, limit, after }: WithdrawalListFilter) {
  const rows = await selectWithUser(db)
    .$if(userId !== undefined, (q) => q.where('withdrawals.user_id', '=', userId as string))
    .$if(status !== undefined, (q) => q.where('withdrawals.status', '=', status as WithdrawalStatus))
    .$if(after !== null, (q) => q.where(sql<boolean>`(withdrawals.created_at, withdrawals.id) < (${after?.createdAt}, ${after?.id})`))
    .orderBy('withdrawals.created_at', 'desc')
    .orderBy('withdrawals.id', 'desc')
    .limit(limit + 1)
    .execute();
  return pageOf(rows, limit);
}

/** The only shape a withdrawal leaves the server in. */
export function toWithdrawalDto(row: WithdrawalWithUser): WithdrawalDto {
  return {
    _id: row.id,
    reference: withdrawalReference(row.id),
    userId: { _id: row.user_id, fullname: row.user_fullname, email: row.user_email, uniqueId: row.user_unique_id, phone: row.user_phone },
    amount: poishaToBdt(Number(row.amount)),
    method: row.method,
    account: JSON.parse(row.account) as PayoutAccount,
    status: row.status,
    paymentReference: row.reference,
    adminRemarks: row.admin_remarks,
    adminRemarksBn: row.admin_remarks_bn,
    decidedAt: row.decided_at,
    hold: holdOf(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
