import type { DepositDto, UserDto } from '../../../shared/api-types';
import type { HoldingDto } from '../../../shared/money-types';

/**
 * What a new investor should do next: nothing deposited → make a first deposit; a
 * deposit being checked → wait for it; money in the wallet but nothing invested → choose a
 * project. Null once invested, for admins, and while the figures are not loaded yet.
 */
export type NextStep = { kind: 'deposit' } | { kind: 'pending' } | { kind: 'invest'; available: number } | null;

interface Figures {
  user: UserDto | undefined;
  holdings: HoldingDto[] | undefined;
  /** The newest deposits (the first page is enough: any deposit at all, and whether one waits). */
  deposits: DepositDto[] | undefined;
}

export function nextStepOf({ user, holdings, deposits }: Figures): NextStep {
  if (!user || user.role !== 'investor' || !holdings || !deposits) return null;
  if (holdings.length > 0 || user.totalInvestment > 0) return null;
  if (user.availableBalance > 0) return { kind: 'invest', available: user.availableBalance };
  if (deposits.some((deposit) => deposit.status === 'pending')) return { kind: 'pending' };
  // Money deposited before and since spent or withdrawn: no "first deposit" to suggest. Rejected
  // deposits never reached the wallet, so they do not count.
  return deposits.some((deposit) => deposit.status === 'approved') ? null : { kind: 'deposit' };
}
