import type { Insertable, Kysely } from 'kysely';
import type { DepositDto, DepositStatus } from '../../../shared/api-types';
import { poishaToBdt } from '../../../shared/money';
import type { Database, DepositRow, DepositsTable } from '../schema';

/** A deposit with the investor's name and email, as lists and answers show it. */
export interface DepositWithUser extends DepositRow {
  user_fullname: string;
  user_email: string;
}

function selectDepositsWithUser(db: Kysely<Database>) {
  return db
    .selectFrom('deposits')
    .innerJoin('users', 'users.id', 'deposits.user_id')
    .selectAll('deposits')
    .select(['users.fullname as user_fullname', 'users.email as user_email']);
}

export interface DepositListFilter {
  /** Only this investor's deposits; undefined for an administrator's view of all. */
  userId?: string;
  status?: DepositStatus;
  limit: number;
}

/** Newest first; the (created_at, id) and (user_id, created_at) indexes serve both views. */
export async function listDeposits(db: Kysely<Database>, { userId, status, limit }: DepositListFilter): Promise<DepositWithUser[]> {
  let query = selectDepositsWithUser(db);
  if (userId !== undefined) query = query.where('deposits.user_id', '=', userId);
  if (status !== undefined) query = query.where('deposits.status', '=', status);
  return query.orderBy('deposits.created_at', 'desc').orderBy('deposits.id', 'desc').limit(limit).execute();
}

export async function findDeposit(db: Kysely<Database>, id: string): Promise<DepositWithUser | undefined> {
  return selectDepositsWithUser(db).where('deposits.id', '=', id).executeTakeFirst();
}

export async function findDepositByIdempotencyKey(db: Kysely<Database>, userId: string, key: string): Promise<DepositWithUser | undefined> {
  return selectDepositsWithUser(db).where('deposits.user_id', '=', userId).where('deposits.idempotency_key', '=', key).executeTakeFirst();
}

export async function insertDeposit(db: Kysely<Database>, row: Insertable<DepositsTable>): Promise<void> {
  await db.insertInto('deposits').values(row).execute();
}

/** The only shape a deposit leaves the server in; `screenshotUrl` is a fresh signed link. */
export function toDepositDto(row: DepositWithUser, screenshotUrl: string): DepositDto {
  return {
    _id: row.id,
    userId: { _id: row.user_id, fullname: row.user_fullname, email: row.user_email },
    amount: poishaToBdt(Number(row.amount)),
    status: row.status,
    screenshotUrl,
    adminRemarks: row.admin_remarks,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
