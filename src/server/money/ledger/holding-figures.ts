import type { Kysely } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { AccountSpec } from './account-keys';
import { accountIdFor } from './accounts';

/**
 * Moves a holding's profit or loss figure (what the investor's Total Profit / Total Loss and the
 * holding's row show), in the transaction of the transfer that explains it.
 */
export async function moveHoldingFigure(trx: Kysely<Database>, spec: AccountSpec, column: 'profit_posted' | 'loss_posted', poisha: number): Promise<void> {
  const id = await accountIdFor(trx, spec);
  await trx
    .updateTable('accounts')
    .set((eb) => ({ [column]: eb(column, '+', poisha), updated_at: nowIso() }) as never)
    .where('id', '=', id)
    .execute();
}
