import type { DistributionRow } from '../../db/schema';
import { companyAccount, type AccountSpec } from '../ledger/account-keys';
import type { FigureMove, TransferInput } from '../ledger/post-transfers';
import type { DistributionPlan, PlannedLine } from './plan';

/** A distribution's transfers and the holdings' figures they move, ready for postTransfers. */
export interface DistributionPosting {
  transfers: TransferInput[];
  figures: FigureMove[];
}

const byAccount = (a: PlannedLine, b: PlannedLine) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0);

/**
 * The transfers of a distribution (MONEY.md): the profit received into project_income, each holder's
 * line out of it (an investor's to their wallet, the company holding's to company_income) and the
 * mudarib share; or, for a loss, each holding's line to project_losses. Each line also moves its
 * holding's posted profit or loss. Lines go in holding order, so the writes walk the indexes in order.
 */
export function distributionPosting(plan: DistributionPlan, row: DistributionRow): DistributionPosting {
  const projectId = plan.project.id;
  const base = { actorId: row.actor_id, projectId, distributionId: row.id, at: row.created_at };
  const lines = plan.lines.filter((line) => line.amount > 0).sort(byAccount);
  const holdingOf = (line: PlannedLine) => ({ kind: 'holding' as const, userId: line.userId, projectId, id: line.accountId });
  if (plan.request.kind === 'loss') {
    const losses: AccountSpec = { kind: 'project_losses', projectId };
    return {
      transfers: lines.map((line) => ({ ...base, debit: holdingOf(line), credit: losses, amount: line.amount, kind: 'loss', userId: line.userId })),
      figures: lines.map((line) => ({ holding: holdingOf(line), figure: 'loss_posted', poisha: line.amount })),
    };
  }
  const income: AccountSpec = { kind: 'project_income', projectId };
  const companyIncome = companyAccount('company_income');
  const transfers: TransferInput[] = [{ ...base, debit: companyAccount('bank'), credit: income, amount: plan.amount, kind: 'profit_received' }];
  for (const line of lines) {
    transfers.push(
      line.userId === null
        ? { ...base, debit: income, credit: companyIncome, amount: line.amount, kind: 'profit_company' }
        : { ...base, debit: income, credit: { kind: 'investor_wallet', userId: line.userId, id: line.walletId }, amount: line.amount, kind: 'profit', userId: line.userId },
    );
  }
  if (plan.companyShare > 0) transfers.push({ ...base, debit: income, credit: companyIncome, amount: plan.companyShare, kind: 'profit_company' });
  return { transfers, figures: lines.map((line) => ({ holding: holdingOf(line), figure: 'profit_posted', poisha: line.amount })) };
}
