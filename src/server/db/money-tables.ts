import type { ColumnType } from 'kysely';
import type { PaymentAccountKind } from '../../shared/payment-account-types';

// Deposits, expenses and MONEY.md's ledger (accounts, transfers, distributions); schema.ts gathers every
// table into Database.
export type DepositStatus = 'pending' | 'approved' | 'rejected';

export interface DepositsTable {
  id: string;
  user_id: string;
  amount: number;
  status: DepositStatus;
  screenshot_key: string;
  admin_remarks: string | null;
  /** The reason in Bengali (migration 017); null when the admin wrote only English. */
  admin_remarks_bn: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_by: string | null;
  reviewed_at: string | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
  /** How it was paid; null on deposits made before migration 011. */
  payment_account_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON of DepositPaymentDto['paymentAccount'] as the account was when paid. */
  payment_account_snapshot: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account's kind when paid; with `reference_key` unique, so one TrxID pays one deposit. */
  method: ColumnType<PaymentAccountKind | null, PaymentAccountKind | null | undefined, PaymentAccountKind | null>;
  reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** The reference as compared (services/payment-reference-key.ts); null on an old duplicate (migration 019). */
  reference_key: ColumnType<string | null, string | null | undefined, string | null>;
  sender: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the screenshot's bytes: the same picture sent twice is shown to the admin. */
  screenshot_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ExpensesTable {
  id: string;
  description: string;
  amount: number;
  category: string;
  created_by: string;
  created_at: string;
}

/** MONEY.md's account kinds; investor_wallet, holding and withdrawal_hold never go below zero. */
export type AccountKind =
  'bank' | 'investor_wallet' | 'holding' | 'withdrawal_hold' | 'project_income' | 'project_losses' | 'company_income' | 'company_capital' | 'expenses' | 'opening_capital';

export interface AccountsTable {
  id: string;
  kind: AccountKind;
  user_id: string | null;
  project_id: string | null;
  /** 'bank', 'investor_wallet:<user>', 'holding:<user|company>:<project>' (money/ledger/account-keys.ts). */
  account_key: string;
  debits_posted: ColumnType<number, number | undefined, number>;
  credits_posted: ColumnType<number, number | undefined, number>;
  profit_posted: ColumnType<number, number | undefined, number>;
  loss_posted: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export type TransferKind =
  | 'deposit'
  | 'investment'
  | 'company_investment'
  | 'opening_capital'
  | 'opening_correction'
  | 'expense'
  /** bank → project_income: a period's profit received */
  | 'profit_received'
  /** project_income → an investor's wallet: their share */
  | 'profit'
  /** project_income → company_income: the mudarib share and company holdings' shares */
  | 'profit_company'
  /** holding → project_losses: a holder's share of a loss */
  | 'loss'
  /** the mirror of a distribution's transfer, posted by its reversal (reverses_transfer_id set) */
  | 'distribution_reversal'
  | 'capital_returned'
  | 'withdrawal_requested'
  | 'withdrawal_paid'
  | 'withdrawal_returned';

/** Append-only (triggers refuse UPDATE and DELETE): a mistake is corrected by a transfer that reverses it. */
export interface TransfersTable {
  id: string;
  debit_account_id: string;
  credit_account_id: string;
  amount: number;
  kind: TransferKind;
  user_id: string | null;
  project_id: string | null;
  deposit_id: string | null;
  expense_id: string | null;
  distribution_id: string | null;
  withdrawal_id: string | null;
  reverses_transfer_id: string | null;
  actor_id: string | null;
  idempotency_key: string | null;
  created_at: string;
}

export interface DistributionsTable {
  id: string;
  project_id: string;
  kind: 'profit' | 'loss';
  period_start: string;
  period_end: string;
  /** poisha */
  amount: number;
  investor_pool: number;
  company_share: number;
  holders: number;
  note: string;
  /** Set on a reversal row: the distribution it reverses (once, by a unique index). */
  reverses_distribution_id: string | null;
  /** A reversal's reason. */
  reason: string | null;
  actor_id: string;
  idempotency_key: string | null;
  created_at: string;
}

/** A money event posting in chunks (MONEY.md "Posting at scale"): its state and progress. */
export interface PostingsTable {
  id: string;
  /** 'distribution' (event_id a distributions row, a reversal included) or 'completion' (event_id the project) */
  event: 'distribution' | 'completion';
  event_id: string;
  project_id: string;
  actor_id: string;
  status: 'posting' | 'posted';
  lines_total: number;
  lines_posted: number;
  chunks_total: number;
  chunks_posted: number;
  /** Why the last try at the next chunk failed (it is tried again); null once one succeeds. */
  failure: string | null;
  created_at: string;
  posted_at: string | null;
}

/** One chunk of a posting: its frozen transfers (JSON), posted once when posted_at is set. */
export interface PostingChunksTable {
  posting_id: string;
  seq: number;
  lines: number;
  /** poisha */
  amount: number;
  /** poisha: the chunk's net change of project_income, which holds the rest of the event meanwhile */
  clearing_net: number;
  transfers: string;
  figures: string;
  posted_at: string | null;
}
