/**
 * Shapes of the money core's answers (MONEY.md). Amounts are BDT (at most 2 decimals);
 * the server keeps integer poisha. Every figure is read from accounts, never kept by hand.
 */

/** The investor's wallet: cash they can invest or withdraw. */
export interface WalletDto {
  availableBalance: number;
}

/** One investment: the transfer from the investor's wallet into a holding of the project. */
export interface InvestmentDto {
  _id: string;
  projectId: string;
  projectTitle: string;
  amount: number;
  /** A short reference to quote to support, e.g. 'INV-7K3M9Q2A'. */
  reference: string;
  createdAt: string;
}

/** POST /api/investment and POST /api/investment/allocate-funds with a userId. */
export interface InvestResponse {
  investment: InvestmentDto;
  wallet: WalletDto;
}

/** The 409 answer of an investment that cannot be made; `missing`/`remaining` are BDT. */
export type InvestRefusalCode = 'INSUFFICIENT_BALANCE' | 'FUNDING_TARGET_REACHED' | 'PROJECT_CLOSED' | 'PROJECT_NOT_OPEN_FOR_INVESTMENT';
export interface InvestRefusal {
  message: string;
  code: InvestRefusalCode;
  /** INSUFFICIENT_BALANCE: how much more the wallet needs for this amount. */
  missing?: number;
  /** FUNDING_TARGET_REACHED: what the funding target still takes (0 when full). */
  remaining?: number;
}

/** GET /api/investment/holdings: the signed-in investor's capital per project, active and completed. */
export interface HoldingDto {
  projectId: string;
  title: string;
  /** The project's Bengali title, or null; shown in Bengali, else the title. */
  titleBn?: string | null;
  /** Capital still in the project (invested, less losses and returns). */
  principal: number;
  profit: number;
  loss: number;
  /** principal ÷ the project's total capital × 100, 2 decimals. */
  sharePercent: number;
  /** When the first money went in. */
  since: string;
  /** 'completed' once the project is completed (its capital returned to the wallet). */
  status: 'active' | 'completed';
  /** Everything put in (capital now + losses + capital returned). */
  invested: number;
  /** Capital returned to the wallet. */
  returned: number;
  /** (profit − loss) ÷ invested × 100, 2 decimals: what the holding earned on its money. */
  realisedReturnPercent: number;
  completedAt: string | null;
}

export interface HoldingsResponse {
  holdings: HoldingDto[];
}

/** What a transfer was, as the investor's transactions list names it. */
export type TransactionKind =
  | 'deposit'
  | 'investment'
  | 'profit'
  | 'loss'
  /** A reversed distribution's profit taken back from the wallet. */
  | 'profit_reversed'
  /** A reversed distribution's loss put back into the holding. */
  | 'loss_reversed'
  | 'capital_returned'
  | 'withdrawal_requested'
  | 'withdrawal_paid'
  | 'withdrawal_returned';

/** Where a withdrawal's one line stands: its money back (rejected, cancelled) is part of the line. */
export type WithdrawalLineStatus = 'requested' | 'paid' | 'rejected' | 'cancelled';

/** One movement of the investor's wallet, seen from their side; a withdrawal is one line whatever its steps. */
export interface TransactionDto {
  _id: string;
  kind: TransactionKind;
  /** 'in' adds to the investor's money (wallet or holdings), 'out' takes from it. */
  direction: 'in' | 'out';
  amount: number;
  projectId: string | null;
  projectTitle: string | null;
  depositId: string | null;
  /** The reference to quote to support: a withdrawal's 'WDR-…' on each of its steps; absent otherwise. */
  reference?: string;
  /** What the line did to the wallet, signed: a rejected or cancelled withdrawal nets to 0. */
  walletChange: number;
  /** A withdrawal's status now. */
  status?: WithdrawalLineStatus;
  /** When a withdrawal was paid or its money came back. */
  settledAt?: string;
  createdAt: string;
}

/** GET /api/investment/transactions?cursor=&limit= (newest first, keyset pages). */
export interface TransactionListResponse {
  transactions: TransactionDto[];
  nextCursor: string | null;
}

/** One broken invariant of MONEY.md, as GET /api/ledger/check reports it. */
export interface LedgerMismatchDto {
  /** e.g. 'account_totals', 'debits_credits', 'negative_balance', 'project_raised', 'user_figures' */
  check: string;
  accountId?: string;
  projectId?: string;
  userId?: string;
  expected: number;
  actual: number;
  message: string;
}

/** GET /api/ledger/check (admin). */
export interface LedgerCheckResponse {
  ok: boolean;
  accounts: number;
  transfers: number;
  mismatches: LedgerMismatchDto[];
}
