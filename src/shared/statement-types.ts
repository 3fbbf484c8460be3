import type { TransactionKind, WithdrawalLineStatus } from './money-types';

/**
 * GET /api/statement. "Balance" is the investor's wallet (their available balance): the
 * opening and closing balances are the wallet before and after the period, and each line's
 * balanceAfter is the wallet after it. One line per movement of the wallet: a withdrawal is one line
 * whose status is as it stood at the period's end (money back within the period nets it to 0), and
 * losses show in the holdings and totals, not as lines; so opening + Σ walletChange = closing always
 * holds. Amounts are BDT; days are Bangladesh days.
 */
export interface StatementLineDto {
  _id: string;
  createdAt: string;
  kind: TransactionKind;
  /** 'in' adds to the investor's money (wallet or holdings), 'out' takes from it. */
  direction: 'in' | 'out';
  description: string;
  /** The transfer's amount, always positive. */
  amount: number;
  /** What the line did to the wallet within the period: +amount, −amount, or 0 for a withdrawal whose money came back. */
  walletChange: number;
  balanceAfter: number;
  /** DEP-…, INV-… or DIS-… where the line has one to quote. */
  reference?: string;
  /** A withdrawal's status at the period's end; 'requested' means its money is on hold. */
  status?: WithdrawalLineStatus;
}

/** A holding as it stood at the end of the period. */
export interface StatementHoldingDto {
  projectId: string;
  project: string;
  principal: number;
  profit: number;
  loss: number;
}

export interface StatementTotalsDto {
  /** Money into the wallet in the period (deposits, profit, capital returned, withdrawals returned). */
  in: number;
  /** Money out of the wallet in the period (investments, withdrawals, profit taken back). */
  out: number;
  /** Profit less profit reversed in the period. */
  profit: number;
  /** Loss less loss reversed in the period. */
  loss: number;
}

export interface StatementDto {
  from: string;
  to: string;
  openingBalance: number;
  closingBalance: number;
  lines: StatementLineDto[];
  holdings: StatementHoldingDto[];
  totals: StatementTotalsDto;
}
