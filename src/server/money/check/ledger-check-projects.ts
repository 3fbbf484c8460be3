import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { LedgerMismatchDto } from '../../../shared/money-types';
import type { Database } from '../../db/schema';
import { mismatch, n } from './ledger-mismatch';
import { PROJECT_MONEY_KINDS } from '../reads/project-money';

/**
 * An archived (deleted) project holds no money: no capital in its holdings, no income waiting to be
 * shared, no escrow. Nothing completes or pays out of an archived project, so money left there is
 * stranded.
 */
export async function archivedProjectMoney(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .select(['a.id', 'a.account_key', 'a.user_id', 'a.project_id', 'a.credits_posted', 'a.debits_posted'])
    .where('a.kind', 'in', [...PROJECT_MONEY_KINDS])
    .where('p.archived_at', 'is not', null)
    .where((eb) => eb('a.credits_posted', '!=', eb.ref('a.debits_posted')))
    .orderBy('a.id')
    .execute();
  return rows.map((a) =>
    mismatch('archived_project_money', 0, n(a.credits_posted) - n(a.debits_posted), `${a.account_key} still holds money in an archived project`, {
      accountId: a.id,
      projectId: a.project_id as string,
      ...(a.user_id ? { userId: a.user_id } : {}),
    }),
  );
}

/**
 * A project's stored opening capital (what it raised before listing, shown apart on its page) equals
 * its opening-capital transfers less the corrections of earlier over-stated totals.
 */
export async function projectOpeningCapital(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const rows = await db
    .selectFrom('projects as p')
    .select([
      'p.id',
      'p.opening_capital',
      sql<number>`coalesce((select sum(case when t.kind = 'opening_capital' then t.amount else -t.amount end) from transfers t where t.project_id = p.id and t.kind in ('opening_capital', 'opening_correction')), 0)`.as(
        'transferred',
      ),
    ])
    .execute();
  return rows
    .filter((p) => n(p.opening_capital) !== Math.max(0, n(p.transferred)))
    .map((p) => mismatch('project_opening_capital', Math.max(0, n(p.transferred)), n(p.opening_capital), 'The opening capital differs from its transfers', { projectId: p.id }));
}
