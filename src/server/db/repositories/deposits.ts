import { sql, type Insertable, type Kysely } from 'kysely';
import type { DepositDto, DepositStatus } from '../../../shared/api-types';
import type { DepositPaymentDto, PaymentAccountKind } from '../../../shared/payment-account-types';
import { poishaToBdt } from '../../../shared/money';
import type { Database, DepositRow, DepositsTable } from '../schema';
import { pageOf, type KeysetCursor } from '../keyset-cursor';
import { paymentReferenceKey } from '../../services/payment-reference-key';

/** A deposit with the investor's name, email, customer ID and phone, as lists and answers show it. */
export interface DepositWithUser extends DepositRow {
  user_fullname: string;
  user_email: string;
  user_unique_id: string | null;
  user_phone: string | null;
}

/** One query for a whole page: the investor is joined, and the account paid into is kept on the row. */
function selectDepositsWithUser(db: Kysely<Database>) {
  return db
    .selectFrom('deposits')
    .innerJoin('users', 'users.id', 'deposits.user_id')
    .selectAll('deposits')
    .select(['users.fullname as user_fullname', 'users.email as user_email', 'users.unique_id as user_unique_id', 'users.phone as user_phone']);
}

export type PaidAccount = NonNullable<DepositPaymentDto['paymentAccount']>;

/** The account's details as a deposit keeps them (payment_account_snapshot). */
export function paidAccountSnapshot(account: PaidAccount | null): string | null {
  return account ? JSON.stringify(account) : null;
}

function paidAccountOf(row: DepositRow): PaidAccount | null {
  if (row.payment_account_snapshot === null) return null;
  const { _id, kind, bankName, accountName, accountNumber } = JSON.parse(row.payment_account_snapshot) as PaidAccount;
  return { _id, kind, bankName, accountName, accountNumber };
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
  const rows = await query
    .orderBy('deposits.created_at', 'desc')
    .orderBy('deposits.id', 'desc')
    .limit(limit + 1)
    .execute();
  return pageOf(rows, limit);
}

export async function countPendingDeposits(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findDeposit(db: Kysely<Database>, id: string): Promise<DepositWithUser | undefined> {
  return selectDepositsWithUser(db).where('deposits.id', '=', id).executeTakeFirst();
}

export async function findDepositByIdempotencyKey(db: Kysely<Database>, userId: string, key: string): Promise<DepositWithUser | undefined> {
  return selectDepositsWithUser(db).where('deposits.user_id', '=', userId).where('deposits.idempotency_key', '=', key).executeTakeFirst();
}

/**
 * The deposit that already used this bank reference or TrxID, if any (one reference pays one
 * deposit), compared by its key: 'FT1-23' finds the deposit paid with 'ft123'.
 */
export async function findDepositByReference(db: Kysely<Database>, method: PaymentAccountKind, reference: string): Promise<{ id: string } | undefined> {
  const key = paymentReferenceKey(reference);
  if (key === null) return undefined;
  return db.selectFrom('deposits').select('id').where('method', '=', method).where('reference_key', '=', key).executeTakeFirst();
}

/** An investor's deposits still waiting for review (the (user_id, created_at) index narrows it). */
export async function countUserPendingDeposits(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type SameScreenshots = Map<string, DepositPaymentDto['sameScreenshotAs']>;

/** How many other deposits with the same screenshot a deposit names. */
export const SAME_SCREENSHOT_MAX = 5;

/**
 * For a page of deposits, the other deposits whose screenshot has the same SHA-256, oldest first
 * (the first use is the one to compare with). One query for the whole page: a window keeps at most
 * SAME_SCREENSHOT_MAX + 1 rows per hash (one of them may be the deposit itself), however often a
 * picture was reused.
 */
export async function findSameScreenshots(db: Kysely<Database>, rows: DepositRow[]): Promise<SameScreenshots> {
  const hashes = [...new Set(rows.map((row) => row.screenshot_hash).filter((hash): hash is string => hash !== null))];
  const result: SameScreenshots = new Map();
  if (hashes.length === 0) return result;
  const ranked = db
    .selectFrom('deposits')
    .select(['id', 'user_id', 'created_at', 'screenshot_hash', sql<number>`row_number() over (partition by screenshot_hash order by created_at, id)`.as('n')])
    .where('screenshot_hash', 'in', hashes)
    .as('ranked');
  const found = await db
    .selectFrom(ranked)
    .selectAll()
    .where('n', '<=', SAME_SCREENSHOT_MAX + 1)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (row.screenshot_hash === null) continue;
    const others = found.filter((other) => other.screenshot_hash === row.screenshot_hash && other.id !== row.id).slice(0, SAME_SCREENSHOT_MAX);
    result.set(
      row.id,
      others.map((other) => ({ _id: other.id, userId: other.user_id, createdAt: other.created_at })),
    );
  }
  return result;
}

export async function insertDeposit(db: Kysely<Database>, row: Insertable<DepositsTable>): Promise<void> {
  await db.insertInto('deposits').values(row).execute();
}

/**
 * The only shape a deposit leaves the server in; `screenshotUrl` is a fresh signed link.
 * `sameScreenshots` is the admin's warning (findSameScreenshots); an investor is never shown
 * other people's deposits, so their answers pass none.
 */
export function toDepositDto(row: DepositWithUser, screenshotUrl: string, sameScreenshots?: SameScreenshots): DepositDto {
  return {
    _id: row.id,
    userId: { _id: row.user_id, fullname: row.user_fullname, email: row.user_email, uniqueId: row.user_unique_id, phone: row.user_phone },
    amount: poishaToBdt(Number(row.amount)),
    status: row.status,
    screenshotUrl,
    adminRemarks: row.admin_remarks,
    adminRemarksBn: row.admin_remarks_bn,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    paymentAccount: paidAccountOf(row),
    reference: row.reference,
    sender: row.sender,
    sameScreenshotAs: sameScreenshots?.get(row.id) ?? [],
  };
}
