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

export function bankInfoColumns(body: BankInfoBody, now: string): Omit<BankInfoRow, 'id'> {
  return { bank_name: body.bankName, account_number: body.accountNumber, account_name: body.accountName, instruction: body.instruction, updated_at: now, is_demo: 0, details_changed_at: now };
}

/**
 * Inserts the bank details only while none exist; false when some already do. Two admins saving at
 * once must not leave two rows: SQLite's BEGIN IMMEDIATE serialises them, and on PostgreSQL a
 * table lock does (a row lock cannot guard a row that does not exist yet).
 */
export async function insertFirstBankInfo(db: Kysely<Database>, kind: DatabaseKind, row: BankInfoRow): Promise<boolean> {
  return writeTransaction(db, kind, async (trx) => {
    if (kind === 'postgres') await sql`lock table bank_info in share row exclusive mode`.execute(trx);
    if (await trx.selectFrom('bank_info').select('id').limit(1).executeTakeFirst()) return false;
    await trx.insertInto('bank_info').values(row).execute();
    return true;
  });
}

/** The updated row, or undefined when no bank information has this id. */
export async function updateBankInfo(db: Kysely<Database>, id: string, values: Omit<BankInfoRow, 'id'>): Promise<BankInfoRow | undefined> {
  const result = await db.updateTable('bank_info').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { id, ...values } : undefined;
}

export function toBankInfoDto(row: BankInfoRow): BankInfoDto {
  return {
    _id: row.id,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    accountName: row.account_name,
    instruction: row.instruction,
    updatedAt: row.updated_at,
  };
}
