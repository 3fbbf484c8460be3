import type { ProjectDto } from '../../../shared/api-types';
import { fundingRemaining } from '../../../shared/funding';
import { projectSharePercent } from '../../../shared/project-share';

/** What one investment in a project may be, as the server's rules say (POST /api/investment). */
export interface InvestLimits {
  /** The least one investment may be: the project's minimum or its smallest option, whichever is more. */
  minimum: number;
  /** The admin's minimum investment for the project (BELOW_MINIMUM_INVESTMENT below it); null or absent when none. */
  projectMinimum?: number | null;
  /** The investor's available balance (wallet). */
  balance: number;
  /** What the funding target still takes; null when the project has no target. */
  remaining: number | null;
}

/** Why an amount cannot be invested; `missing` is what the wallet lacks (BDT). */
export type AmountProblem = { kind: 'belowMinimum' } | { kind: 'tooSmall' } | { kind: 'overTarget' } | { kind: 'notEnough'; missing: number };

// The smallest amount the API takes when a project lists no options: one poisha.
const ONE_POISHA = 0.01;

const poisha = (bdt: number): number => Math.round(bdt * 100);

export function investLimits(
  project: Pick<ProjectDto, 'investmentOptions' | 'fundingTarget' | 'raisedAmount'> & Partial<Pick<ProjectDto, 'minimumInvestment'>>,
  balance: number,
): InvestLimits {
  const options = project.investmentOptions.filter((option) => Number.isFinite(option) && option > 0);
  const smallest = options.length > 0 ? Math.min(...options) : ONE_POISHA;
  const projectMinimum = project.minimumInvestment ?? null;
  return {
    minimum: projectMinimum !== null ? Math.max(smallest, projectMinimum) : smallest,
    projectMinimum,
    balance,
    remaining: fundingRemaining(project),
  };
}

/**
 * The first reason `amount` cannot be invested, or null. The target comes before the wallet: a deposit
 * cannot make room in a project that is nearly full, so offering one would send the investor the wrong way.
 */
export function amountProblem(amount: number, limits: InvestLimits): AmountProblem | null {
  // The server checks the project's own minimum first (BELOW_MINIMUM_INVESTMENT); so does the dialog.
  if (limits.projectMinimum != null && poisha(amount) < poisha(limits.projectMinimum)) return { kind: 'belowMinimum' };
  if (poisha(amount) < poisha(limits.minimum)) return { kind: 'tooSmall' };
  if (limits.remaining !== null && poisha(amount) > poisha(limits.remaining)) return { kind: 'overTarget' };
  if (poisha(amount) > poisha(limits.balance)) return { kind: 'notEnough', missing: (poisha(amount) - poisha(limits.balance)) / 100 };
  return null;
}

/** The share of the project's capital the amount buys, in percent: amount ÷ (raised + amount), rounded as everywhere. */
export function shareOfProject(amount: number, raisedAmount: number): number {
  return projectSharePercent(poisha(amount), poisha(raisedAmount) + poisha(amount));
}

/** The wallet after the investment (BDT, exact to the poisha). */
export function balanceAfter(balance: number, amount: number): number {
  return (poisha(balance) - poisha(amount)) / 100;
}
