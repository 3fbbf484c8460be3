import { sql, type Kysely } from 'kysely';
import type { BankInfoDto } from '../../../shared/api-types';
import type { BankInfoBody } from '../../../shared/schemas/bank';
import { dialectOf } from '../dialect';
import type { Database } from '../schema';
import { writeTransaction } from '../transaction';
import { findFirstActiveBankAccount, type PaymentAccountRow } from './payment-accounts';

/**
 * The spec's `/bank` calls on top of payment accounts (migration 011, DECISIONS.md): they read and
 * write the first active bank account. Branch, routing number, Bengali instruction and the active
 * flag are not part of the spec's body, so a `/bank` edit leaves them as they are.
 */
export const findBankInfo = findFirstActiveBankAccount;

/** New details typed by an admin: never demo content, and not a change of earlier details. */
export function bankInfoColumns(body: BankInfoBody, now: string): Omit<PaymentAccountRow, 'id'> {
  return {
    kind: 'bank',
    bank_name: body.bankName,
    branch: null,
    routing_number: null,
    account_number: body.accountNumber,
    account_name: body.accountName,
    instruction: body.instruction,
    instruction_bn: null,
    active: 1,
    is_demo: 0,
    details_changed_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** The fields an investor pays into; a change to any of them is what investors are warned about. */
export const PAYMENT_FIELDS = ['bankName', 'accountNumber', 'accountName'] as const;

export type BankSnapshot = Pick<BankInfoBody, 'bankName' | 'accountNumber' | 'accountName' | 'instruction'>;

export function bankSnapshot(row: PaymentAccountRow): BankSnapshot {
  return { bankName: row.bank_name ?? '', accountNumber: row.account_number, accountName: row.account_name, instruction: row.instruction };
}

/**
 * Inserts the bank details only while no active bank account exists; false when one does. Two
 * admins saving at once must not leave two: SQLite's BEGIN IMMEDIATE serialises them, and on
 * PostgreSQL a table lock does (a row lock cannot guard a row that does not exist yet).
 */
export async function insertFirstBankInfo(
  db: Kysely<Database>,
  row: PaymentAccountRow,
  /** More writes for the same transaction (the audit event). */
  alsoInTransaction: (trx: Kysely<Database>) => Promise<void> = async () => {},
): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    if (dialectOf(trx) === 'postgres') await sql`lock table payment_accounts in share row exclusive mode`.execute(trx);
    if (await findFirstActiveBankAccount(trx)) return false;
    await trx.insertInto('payment_accounts').values(row).execute();
    await alsoInTransaction(trx);
    return true;
  });
}

/** Any bank account by id (a wallet is not bank information). */
export async function findBankInfoById(db: Kysely<Database>, id: string): Promise<PaymentAccountRow | undefined> {
  return db.selectFrom('payment_accounts').selectAll().where('id', '=', id).where('kind', '=', 'bank').executeTakeFirst();
}

/**
 * Applies an admin's edit to `current` (read in the same transaction). The change date moves only
 * when a payment field changed: rewording the instruction must not alarm investors. Any edit ends
 * the demo label, since an admin has now put real details in.
 */
export async function updateBankInfo(db: Kysely<Database>, current: PaymentAccountRow, body: BankInfoBody, now: string): Promise<PaymentAccountRow> {
  const before = bankSnapshot(current);
  const paymentChanged = PAYMENT_FIELDS.some((field) => before[field] !== body[field]);
  const values = {
    bank_name: body.bankName,
    account_number: body.accountNumber,
    account_name: body.accountName,
    instruction: body.instruction,
    updated_at: now,
    is_demo: 0,
    details_changed_at: paymentChanged ? now : current.details_changed_at,
  };
  await db.updateTable('payment_accounts').set(values).where('id', '=', current.id).execute();
  return { ...current, ...values };
}

export function toBankInfoDto(row: PaymentAccountRow): BankInfoDto {
  return {
    _id: row.id,
    bankName: row.bank_name ?? '',
    accountNumber: row.account_number,
    accountName: row.account_name,
    instruction: row.instruction,
    updatedAt: row.updated_at,
    detailsChangedAt: row.details_changed_at,
    isDemo: Number(row.is_demo) === 1,
  };
}
