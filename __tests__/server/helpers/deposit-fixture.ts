import type { Insertable, Kysely } from 'kysely';
import { newId, nowIso } from '../../../src/server/db/ids';
import type { Database, DepositStatus, DepositsTable } from '../../../src/server/db/schema';
import { reviewDeposit } from '../../../src/server/money/deposits/deposit-review';
import { companyAccount, wallet } from '../../../src/server/money/ledger/account-keys';
import { postTransfers } from '../../../src/server/money/ledger/post-transfers';
import type { TestUser } from './users';

/**
 * Every way the tests make a deposit: a pending row as the deposit form leaves it, a decision through
 * the review service (as the admin's review makes it), or wallet money booked at a past instant.
 */

/** A pending deposit's row of `poisha` by `userId`, sent now unless `overrides` says when; `overrides` wins. */
export function pendingDepositRow(userId: string, poisha: number, overrides: Partial<Insertable<DepositsTable>> = {}): Insertable<DepositsTable> {
  const id = overrides.id ?? newId();
  const sentAt = overrides.created_at ?? nowIso();
  return {
    id,
    user_id: userId,
    amount: poisha,
    status: 'pending',
    screenshot_key: `private/${userId}/${id}.png`,
    admin_remarks: null,
    reviewed_by: null,
    reviewed_at: null,
    idempotency_key: null,
    created_at: sentAt,
    updated_at: sentAt,
    ...overrides,
  };
}

/** A pending deposit of `poisha` by `userId`, awaiting the admin's review. Returns its id. */
export async function insertPendingDeposit(db: Kysely<Database>, userId: string, poisha: number, overrides: Partial<Insertable<DepositsTable>> = {}): Promise<string> {
  const row = pendingDepositRow(userId, poisha, overrides);
  await db.insertInto('deposits').values(row).execute();
  return row.id;
}

/**
 * Puts `bdt` into the investor's wallet the way production does: a pending deposit, approved by an
 * admin through the review service (bank → wallet transfer). Returns the deposit id.
 */
export async function fundWallet(db: Kysely<Database>, userId: string, adminId: string, bdt: number): Promise<string> {
  const id = await insertPendingDeposit(db, userId, Math.round(bdt * 100));
  await reviewDeposit(db, { depositId: id, status: 'approved', adminRemarks: null, actorId: adminId, origin: null });
  return id;
}

/** A deposit sent at `createdAt` (poisha), then decided through the review service when asked. */
export async function depositAt(
  db: Kysely<Database>,
  user: TestUser,
  poisha: number,
  createdAt: string,
  decision?: { status: Exclude<DepositStatus, 'pending'>; by: TestUser; remarks?: string; remarksBn?: string },
  payment: { method: 'bkash'; reference: string; sender: string } | null = null,
): Promise<string> {
  const id = await insertPendingDeposit(db, user.user.id, poisha, { created_at: createdAt, ...payment });
  if (decision)
    await reviewDeposit(db, {
      depositId: id,
      status: decision.status,
      adminRemarks: decision.remarks ?? null,
      adminRemarksBn: decision.remarksBn ?? null,
      actorId: decision.by.user.id,
      origin: null,
    });
  return id;
}

/** `count` pending deposits of 1 BDT, three to a millisecond from `firstAt` (so ties on created_at cross pages), inserted 500 a statement. */
export async function manyPendingDeposits(db: Kysely<Database>, userId: string, count: number, firstAt: string): Promise<void> {
  const first = Date.parse(firstAt);
  for (let done = 0; done < count; done += 500) {
    const rows = Array.from({ length: Math.min(500, count - done) }, (_, i) =>
      pendingDepositRow(userId, 100, { created_at: new Date(first + Math.floor((done + i) / 3)).toISOString() }),
    );
    await db.insertInto('deposits').values(rows).execute();
  }
}

/** Wallet money booked at past instants, through the one poster (postTransfer stamps now unless told when): a statement's history. */
export async function bookDeposits(db: Kysely<Database>, userId: string, deposits: readonly { poisha: number; createdAt: string }[]): Promise<void> {
  await postTransfers(
    db,
    deposits.map(({ poisha, createdAt }) => ({ debit: companyAccount('bank'), credit: wallet(userId), amount: poisha, kind: 'deposit', actorId: null, userId, at: createdAt })),
  );
}
