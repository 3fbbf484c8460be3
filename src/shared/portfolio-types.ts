import type { TransactionDto } from './money-types';

/**
 * GET /api/portfolio: the signed-in investor's money on one screen, in BDT (at most 2 decimals), each
 * part read from the accounts or from the requests that explain them, never kept by hand.
 */
export interface PortfolioHoldingDto {
  projectId: string;
  title: string;
  titleBn: string | null;
  /** Capital still in the project. */
  principal: number;
  /** principal ÷ the project's total capital × 100, 2 decimals (as the holdings list shows it). */
  sharePercent: number;
  /** Expected (never promised) profit in percent a year; null when the project gives none. */
  expectedReturn: number | null;
  /** 'YYYY-MM-DD', or null when the project has no maturity date. */
  maturityDate: string | null;
  /** When the investor's last profit share from this project was posted; null before the first. */
  lastProfitAt: string | null;
  /** When the first money went in. */
  since: string;
}

/** A deposit the investor sent that staff have not reviewed yet: not in the wallet until approved. */
export interface PendingDepositDto {
  _id: string;
  amount: number;
  /** The DEP- reference to quote to support. */
  reference: string;
  createdAt: string;
}

export interface PortfolioDto {
  /** cash + invested + pendingDeposits + withdrawalsOnHold. */
  totalValue: number;
  /** The wallet: money the investor can invest or withdraw now. */
  cash: number;
  /** Capital in active holdings (the spec's Total Investment). */
  invested: number;
  /** Deposits sent and not yet approved. */
  pendingDeposits: number;
  /** Withdrawals asked for and not yet paid (held out of the wallet). */
  withdrawalsOnHold: number;
  totalProfit: number;
  totalLoss: number;
  holdings: PortfolioHoldingDto[];
  deposits: PendingDepositDto[];
  /** The newest movements of the investor's money; the full history is on the profile. */
  movements: TransactionDto[];
}

export interface PortfolioResponse {
  portfolio: PortfolioDto;
}

/** How many of the newest movements the overview shows. */
export const PORTFOLIO_MOVEMENTS = 5;
