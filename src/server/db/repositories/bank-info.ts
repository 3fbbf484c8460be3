import { sql, type Kysely, type Selectable } from 'kysely';
import type { BankInfoDto } from '../../../shared/api-types';
import type { BankInfoBody } from '../../../shared/schemas/bank';
import type { DatabaseKind } from '../connection';
import type { BankInfoTable, Database } from '../schema';
import { writeTransaction } from '../transaction';

type BankInfoRow = Selectable<BankInfoTable>;

/** There is one set of bank details; should a second ever exist, the latest edit wins. */
export async function findBankInfo(db: Kysely<Database>): Promise<BankInfoRow | undefined> {
  return db.selectFrom('bank_info').selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** New details typed by an admin: never demo content, and not a change of earlier details. */
export function bankInfoColumns(body: BankInfoBody, now: string): Omit<BankInfoRow, 'id'> {
  return { bank_name: body.bankName, account_number: body.accountNumber, account_name: body.accountName, instruction: body.instruction, updated_at: now, is_demo: 0, details_changed_at: null };
}

/** The fields an investor pays into; a change to any of them is what investors are warned about. */
export const PAYMENT_FIELDS = ['bankName', 'accountNumber', 'accountName'] as const;

export type BankSnapshot = Pick<BankInfoBody, 'bankName' | 'accountNumber' | 'accountName' | 'instruction'>;

export function bankSnapshot(row: BankInfoRow): BankSnapshot {
  return { bankName: row.bank_name, accountNumber: row.account_number, accountName: row.account_name, instruction: row.instruction };
}

/**
 * Inserts the bank details only while none exist; false when some already do. Two admins saving at
 * once must not leave two rows: SQLite's BEGIN IMMEDIATE serialises them, and on PostgreSQL a
 * table lock does (a row lock cannot guard a row that does not exist yet).
 */
export async function insertFirstBankInfo(
  db: Kysely<Database>,
  kind: DatabaseKind,
  row: BankInfoRow,
  /** More writes for the same transaction (the audit event). */
  alsoInTransaction: (trx: Kysely<Database>) => Promise<void> = async () => {},
): Promise<boolean> {
  return writeTransaction(db, kind, async (trx) => {
    if (kind === 'postgres') await sql`lock table bank_info in share row exclusive mode`.execute(trx);
    if (await trx.selectFrom('bank_info').select('id').limit(1).executeTakeFirst()) return false;
    await trx.insertInto('bank_info').values(row).execute();
    await alsoInTransaction(trx);
    return true;
  });
}

export async function findBankInfoById(db: Kysely<Database>, id: string): Promise<BankInfoRow | undefined> {
  return db.selectFrom('bank_info').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Applies an admin's edit to `current` (read in the same transaction). The change date moves only
 * when a payment field changed: rewording the instruction must not alarm investors. Any edit ends
 * the demo label, since an admin has now put real details in.
 */
export async function updateBankInfo(db: Kysely<Database>, current: BankInfoRow, body: BankInfoBody, now: string): Promise<BankInfoRow> {
  const before = bankSnapshot(current);
  const paymentChanged = PAYMENT_FIELDS.some((field) => before[field] !== body[field]);
  const values = { ...bankInfoColumns(body, now), details_changed_at: paymentChanged ? now : current.details_changed_at };
  await db.updateTable('bank_info').set(values).where('id', '=', current.id).execute();
  return { id: current.id, ...values };
}

export function toBankInfoDto(row: BankInfoRow): BankInfoDto {
  return {
    _id: row.id,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    accountName: row.account_name,
    instruction: row.instruction,
    updatedAt: row.updated_at,
    detailsChangedAt: row.details_changed_at,
    isDemo: Number(row.is_demo) === 1,
  };
}
