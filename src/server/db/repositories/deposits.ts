import { sql, type Insertable, type Kysely } from 'kysely';
import type { DepositDto, DepositStatus } from '../../../shared/api-types';
import { poishaToBdt } from '../../../shared/money';
import type { Database, DepositRow, DepositsTable } from '../schema';
import { pageOf, type KeysetCursor } from '../keyset-cursor';

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
  /** The last deposit of the page before (keyset); null for the newest page. */
  after: KeysetCursor | null;
}

/**
 * One page, newest first, and the next page's cursor. The (created_at, id), (status, created_at, id)
 * and (user_id, created_at) indexes serve the views, walked backwards from the cursor.
 */
export async function listDeposits(db: Kysely<Database>, { userId, status, limit, after }: DepositListFilter): Promise<{ page: DepositWithUser[]; next: string | null }> {
  let query = selectDepositsWithUser(db);
  if (userId !== undefined) query = query.where('deposits.user_id', '=', userId);
  if (status !== undefined) query = query.where('deposits.status', '=', status);
  if (after) query = query.where(sql<boolean>`(deposits.created_at, deposits.id) < (${after.createdAt}, ${after.id})`);
  const rows = await query.orderBy('deposits.created_at', 'desc').orderBy('deposits.id', 'desc').limit(limit + 1).execute();
  return pageOf(rows, limit);
}

export async function countPendingDeposits(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('deposits').select((eb) => eb.fn.countAll<string | number>().as('count')).where('status', '=', 'pending').executeTakeFirstOrThrow();
  return Number(row.count);
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
    // Issue 17's payment fields: filled in once deposits record them (next commits).
    paymentAccount: null,
    reference: null,
    sender: null,
    sameScreenshotAs: [],
  };
}
