import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../../src/server/db/connection';
import { newId, nowIso } from '../../../src/server/db/ids';
import type { Database, DistributionRow } from '../../../src/server/db/schema';
import { writeTransaction } from '../../../src/server/db/transaction';
import { companyAccount, holding, wallet } from '../../../src/server/money/ledger/account-keys';
import { postTransfers, type FigureMove, type TransferInput } from '../../../src/server/money/ledger/post-transfers';
import { useAdminAndInvestor } from './admin-and-investor';
import { fundAndInvest } from './statement-fixture';

/** One holder's line in poisha; userId null is the company's holding. */
export interface FixtureLine {
  userId: string | null;
  amount: number;
}

export interface FixtureDistribution {
  projectId: string;
  actorId: string;
  kind: 'profit' | 'loss';
  lines: FixtureLine[];
  /** Profit only: the mudarib share (poisha) beside the lines. */
  companyShare?: number;
  periodStart?: string;
  periodEnd?: string;
}

let periods = 0;

/**
 * Posts a distribution the way MONEY.md books it, with given lines instead of the weighting (which
 * is tested on its own): profit = bank → project_income, then each line to the investor's wallet
 * (the company's line and the mudarib share to company_income); loss = each line from its holding
 * to project_losses. Per-holding figures move with the lines. Each call takes a period of its own.
 */
export async function postFixtureDistribution(db: Kysely<Database>, input: FixtureDistribution): Promise<DistributionRow> {
  periods += 1;
  const day = `2025-${String(1 + (periods % 12)).padStart(2, '0')}-${String(1 + (Math.floor(periods / 12) % 28)).padStart(2, '0')}`;
  const pool = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const companyShare = input.kind === 'profit' ? (input.companyShare ?? 0) : 0;
  const row: DistributionRow = {
    id: newId(),
    project_id: input.projectId,
    kind: input.kind,
    period_start: input.periodStart ?? day,
    period_end: input.periodEnd ?? day,
    amount: pool + companyShare,
    investor_pool: pool,
    company_share: companyShare,
    holders: input.lines.length,
    note: 'fixture',
    reverses_distribution_id: null,
    reason: null,
    actor_id: input.actorId,
    idempotency_key: null,
    created_at: nowIso(),
  };
  const common = { actorId: input.actorId, projectId: input.projectId, distributionId: row.id };
  const income = { kind: 'project_income' as const, projectId: input.projectId };
  const losses = { kind: 'project_losses' as const, projectId: input.projectId };
  const transfers: TransferInput[] = [];
  if (input.kind === 'profit') {
    transfers.push({ ...common, debit: companyAccount('bank'), credit: income, amount: row.amount, kind: 'profit_received' });
    if (companyShare > 0) transfers.push({ ...common, debit: income, credit: companyAccount('company_income'), amount: companyShare, kind: 'profit_company' });
  }
  for (const line of input.lines) {
    if (input.kind === 'profit') {
      const credit = line.userId ? wallet(line.userId) : companyAccount('company_income');
      transfers.push({ ...common, debit: income, credit, amount: line.amount, kind: line.userId ? 'profit' : 'profit_company', userId: line.userId });
    } else {
      transfers.push({ ...common, debit: holding(line.userId, input.projectId), credit: losses, amount: line.amount, kind: 'loss', userId: line.userId });
    }
  }
  const figure = input.kind === 'profit' ? 'profit_posted' : 'loss_posted';
  const figures: FigureMove[] = input.lines.map((line) => ({ holding: holding(line.userId, input.projectId), figure, poisha: line.amount }));
  await writeTransaction(db, async (trx) => {
    await trx.insertInto('distributions').values(row).execute();
    await postTransfers(trx, transfers, figures);
  });
  return row;
}

/**
 * useAdminAndInvestor with a project (options of 1,000 BDT, nothing raised) that its two investors
 * hold before each test: 60,000 and 40,000 BDT, deposited and invested through the API.
 */
export function useTwoHolders(kind: DatabaseKind) {
  const world = useAdminAndInvestor(kind, { investors: [{}, {}], project: { raisedAmount: 0, investmentOptions: [1000] } });
  const [first, second] = world.investors;
  beforeEach(async () => {
    await fundAndInvest(world.ctx.app, world.ctx.database.db, kind, world.admin, world.project._id, [
      [first, 60000, 60000],
      [second, 40000, 40000],
    ]);
  });
  return world;
}
