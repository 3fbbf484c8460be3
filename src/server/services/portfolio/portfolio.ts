import type { Kysely } from 'kysely';
import { poishaToBdt } from '../../../shared/money';
import { projectSharePercent } from '../../../shared/project-share';
import type { PendingDepositDto, PortfolioDto, PortfolioHoldingDto } from '../../../shared/portfolio-types';
import { PORTFOLIO_MOVEMENTS } from '../../../shared/portfolio-types';
import { depositReference } from '../../../shared/references';
import type { Database } from '../../db/schema';
import { moneyFiguresOfUser } from '../../money/reads/figures';
import { transactionsOf } from '../../money/reads/transactions';

/** Active holdings with the project's facts, newest first, from the holding accounts' stored balances. */
async function activeHoldings(db: Kysely<Database>, userId: string): Promise<Array<PortfolioHoldingDto & { poisha: number }>> {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .select(['a.project_id', 'a.credits_posted', 'a.debits_posted', 'a.created_at', 'p.title', 'p.title_bn', 'p.raised_amount', 'p.roi', 'p.maturity_date'])
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', 'holding')
    .where((eb) => eb(eb('a.credits_posted', '-', eb.ref('a.debits_posted')), '>', 0))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  const projectIds = rows.map((row) => row.project_id as string);
  const lastProfits = new Map<string, string>();
  if (projectIds.length > 0) {
    const profits = await db
      .selectFrom('transfers')
      .select((eb) => ['project_id', eb.fn.max('created_at').as('last')])
      .where('user_id', '=', userId)
      .where('kind', '=', 'profit')
      .where('project_id', 'in', projectIds)
      .groupBy('project_id')
      .execute();
    for (const row of profits) lastProfits.set(row.project_id as string, String(row.last));
  }
  return rows.map((row) => {
    const poisha = Number(row.credits_posted) - Number(row.debits_posted);
    const capital = Number(row.raised_amount);
    const roi = Number(row.roi);
    return {
      poisha,
      projectId: row.project_id as string,
      title: row.title,
      titleBn: row.title_bn,
      principal: poishaToBdt(poisha),
      sharePercent: projectSharePercent(poisha, capital),
      // The project's one expected return (a yearly percent), never a promise; 0 means none was given.
      expectedReturn: roi > 0 ? roi : null,
      maturityDate: row.maturity_date,
      lastProfitAt: lastProfits.get(row.project_id as string) ?? null,
      since: row.created_at,
    };
  });
}

async function pendingDepositsOf(db: Kysely<Database>, userId: string): Promise<Array<PendingDepositDto & { poisha: number }>> {
  const rows = await db
    .selectFrom('deposits')
    .select(['id', 'amount', 'created_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ poisha: Number(row.amount), _id: row.id, amount: poishaToBdt(Number(row.amount)), reference: depositReference(row.id), createdAt: row.created_at }));
}

/** The investor's part of the withdrawal hold: their requests not yet paid, rejected or cancelled. */
async function withdrawalsOnHoldOf(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('held'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.held ?? 0);
}

/**
 * Everything the portfolio overview shows, in one answer: the sums are made in poisha, so the total
 * is exactly its parts, and each part is what the wallet, holdings and open requests say.
 */
export async function portfolioOf(db: Kysely<Database>, userId: string): Promise<PortfolioDto> {
  const [figures, holdings, deposits, held, movements] = await Promise.all([
    moneyFiguresOfUser(db, userId),
    activeHoldings(db, userId),
    pendingDepositsOf(db, userId),
    withdrawalsOnHoldOf(db, userId),
    transactionsOf(db, userId, { limit: PORTFOLIO_MOVEMENTS, after: null }),
  ]);
  const pending = deposits.reduce((sum, deposit) => sum + deposit.poisha, 0);
  const total = figures.availableBalance + figures.totalInvestment + pending + held;
  return {
    totalValue: poishaToBdt(total),
    cash: poishaToBdt(figures.availableBalance),
    invested: poishaToBdt(figures.totalInvestment),
    pendingDeposits: poishaToBdt(pending),
    withdrawalsOnHold: poishaToBdt(held),
    totalProfit: poishaToBdt(figures.totalProfit),
    totalLoss: poishaToBdt(figures.totalLoss),
    holdings: holdings.map(({ poisha: _poisha, ...holding }) => holding),
    deposits: deposits.map(({ poisha: _poisha, ...deposit }) => deposit),
    movements: movements.transactions,
  };
}
