import type { Kysely } from 'kysely';
import type { LedgerMismatchDto } from '../../../src/shared/money-types';
import type { Database } from '../../../src/server/db/schema';
import { checkLedger } from '../../../src/server/money/check/ledger-check';

/** The MONEY.md invariants the ledger check finds broken; [] when the books balance. */
export async function ledgerProblems(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  return (await checkLedger(db)).mismatches;
}

/** An account's balance (credits − debits) in poisha by its key; 0 when it does not exist. */
export async function balanceByKey(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db.selectFrom('accounts').select(['credits_posted', 'debits_posted']).where('account_key', '=', key).executeTakeFirst();
  return row ? Number(row.credits_posted) - Number(row.debits_posted) : 0;
}

export const walletPoisha = (db: Kysely<Database>, userId: string) => balanceByKey(db, `investor_wallet:${userId}`);

/** Transfers of one kind, oldest first, as plain figures. */
export async function transfersOfKind(db: Kysely<Database>, kind: string) {
  const rows = await db
    .selectFrom('transfers')
    .selectAll()
    .where('kind', '=', kind as never)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

export async function countRows(db: Kysely<Database>, table: 'transfers' | 'accounts'): Promise<number> {
  return Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

export { fundWallet } from './deposit-fixture';
