import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What a user's DTO shows, in poisha, read from their accounts (stored balances, never a sum over transfers). */
export interface MoneyFigures {
  availableBalance: number;
  totalInvestment: number;
  totalProfit: number;
  totalLoss: number;
}

export const NO_MONEY: MoneyFigures = { availableBalance: 0, totalInvestment: 0, totalProfit: 0, totalLoss: 0 };

/** Figures for several users in one query over their accounts (at most a wallet and a holding per project each). */
export async function moneyFiguresOf(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, MoneyFigures>> {
  const figures = new Map<string, MoneyFigures>();
  if (userIds.length === 0) return figures;
  const rows = await db
    .selectFrom('accounts')
    .select(['user_id', 'kind', 'debits_posted', 'credits_posted', 'profit_posted', 'loss_posted'])
    .where('user_id', 'in', [...userIds])
    .where('kind', 'in', ['investor_wallet', 'holding'])
    .execute();
  for (const row of rows) {
    const userId = row.user_id as string;
    const current = figures.get(userId) ?? { ...NO_MONEY };
    const balance = Number(row.credits_posted) - Number(row.debits_posted);
    if (row.kind === 'investor_wallet') current.availableBalance += balance;
    else {
      current.totalInvestment += balance;
      current.totalProfit += Number(row.profit_posted);
      current.totalLoss += Number(row.loss_posted);
    }
    figures.set(userId, current);
  }
  return figures;
}

export async function moneyFiguresOfUser(db: Kysely<Database>, userId: string): Promise<MoneyFigures> {
  return (await moneyFiguresOf(db, [userId])).get(userId) ?? NO_MONEY;
}

/** Investors (not the company) holding capital in each project, from the accounts alone. */
export async function investorCounts(db: Kysely<Database>, projectIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (projectIds.length === 0) return counts;
  const rows = await db
    .selectFrom('accounts')
    .select((eb) => ['project_id', eb.fn.countAll<number>().as('n')])
    .where('kind', '=', 'holding')
    .where('project_id', 'in', [...projectIds])
    .where('user_id', 'is not', null)
    .where((eb) => eb(eb('credits_posted', '-', eb.ref('debits_posted')), '>', 0))
    .groupBy('project_id')
    .execute();
  for (const row of rows) counts.set(row.project_id as string, Number(row.n));
  return counts;
}
