import type { Kysely } from 'kysely';
import type { AccountKind, Database } from '../../db/schema';
import { investorCounts } from './figures';

/**
 * The accounts in which a project holds money that belongs to someone (MONEY.md): capital in its
 * holdings, the investors' and the company's, and profit waiting in its income account. A funding
 * round's escrow (round_escrow) belongs here too once rounds exist: add its kind to this list and
 * the delete refusal and the ledger check both count it.
 */
export const PROJECT_MONEY_KINDS: readonly AccountKind[] = ['holding', 'project_income'];

/**
 * Whether any of the project's money accounts holds a balance. Inside a write transaction, call it
 * after the project row is locked: an investment moves the row before it credits the holding, so
 * one that held the row has committed by then and its capital is seen.
 */
export async function projectHoldsMoney(trx: Kysely<Database>, projectId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('accounts')
    .select('id')
    .where('project_id', '=', projectId)
    .where('kind', 'in', [...PROJECT_MONEY_KINDS])
    .where((eb) => eb('credits_posted', '!=', eb.ref('debits_posted')))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * MONEY.md "Terms are fixed once money is in": investors (not the company, whose own capital the
 * terms only move between its own accounts) hold capital in the project. The same count as the
 * project's investorCount, so the DTO's termsLocked and the refusal never disagree. Commitments to a
 * funding round will lock the terms too once rounds exist.
 */
export async function investorsHoldCapital(trx: Kysely<Database>, projectId: string): Promise<boolean> {
  return ((await investorCounts(trx, [projectId])).get(projectId) ?? 0) > 0;
}
