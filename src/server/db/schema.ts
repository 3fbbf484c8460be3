import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { SessionsTable, EmailCodesTable, RecoveryCodesTable, SignInChallengesTable, PasswordResetsTable, TwoFactorFailuresTable } from './auth-tables';
import type { DepositsTable, ExpensesTable, AccountsTable, TransfersTable, DistributionsTable, PostingsTable, PostingChunksTable } from './money-tables';
import type { CompanySettingsTable, ContractTextsTable, ShariahAdvisorsTable } from './trust-tables';
import type { WithdrawalsTable } from './withdrawals-table';
import type { InboxTable, NotificationPreferencesTable, OutboxTable } from './notification-tables';
import type { PaymentAccountKind } from '../../shared/payment-account-types';
// Every table type stays importable from here, wherever its interface lives.
export type { SessionsTable, EmailCodePurpose, EmailCodesTable, RecoveryCodesTable, SignInChallengesTable, PasswordResetsTable, TwoFactorFailuresTable } from './auth-tables';
export type { DepositStatus, DepositsTable, ExpensesTable, AccountKind, AccountsTable, TransferKind, TransfersTable, DistributionsTable } from './money-tables';
export type { InboxTable, NotificationPreferencesTable, OutboxTable } from './notification-tables';

/**
 * Table types. Money columns hold integer poisha; booleans are 0/1 integers so both
 * SQLite and PostgreSQL read and write them the same way; timestamps are ISO-8601 text,
 * which sorts correctly and reads the same on both databases.
 */
export interface UsersTable {
  id: string;
  email: string;
  fullname: string;
  password_hash: string;
  phone: string | null;
  /** The number (+880…) an SMS code last reached; the phone counts as checked while it is still `phone`'s number. */
  phone_verified: ColumnType<string | null, string | null | undefined, string | null>;
  nid: string | null;
  unique_id: string | null;
  profile_image: string | null;
  role: 'investor' | 'admin';
  is_verified: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<number, number | undefined, number>;
  language: string;
  /** Lower-cased name, email, phone and NID for the admin search (userSearchText). */
  search_text: ColumnType<string, string | undefined, string>;
  /** The TOTP secret, encrypted with the app secret; null until two-factor is set up. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when two-factor is on; null when it is off (a secret may wait for its first code). */
  totp_enabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last 30-second step a code was accepted for, so a code works once. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  password_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  email_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the investor confirmed being 18 or older and accepted the terms at sign-up (migration 016). */
  terms_accepted_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface ProjectsTable {
  id: string;
  title: string;
  location: string | null;
  price: string;
  description: string;
  default_image: string;
  /** JSON array of image paths or URLs. */
  gallery_images: string;
  target_achieved: number;
  /** A stored balance: moved in the transaction of every transfer into or out of the project's holdings. */
  raised_amount: ColumnType<number, number | undefined, number>;
  /** poisha: capital raised before listing (the create form's raised amount), set once at creation (migration 022). */
  opening_capital: ColumnType<number, number | undefined, never>;
  /** poisha; null = no target. Investing beyond it is refused. */
  funding_target: ColumnType<number | null, number | null | undefined, number | null>;
  /** The investors' share of profit, 0-100; the rest is the company's as mudarib. */
  investor_share_percent: ColumnType<number, number | undefined, number>;
  /** The one expected return, percent a year (the spec's roi; migration 022 folded the expected profit rate into it). */
  roi: number;
  /** JSON array of BDT amounts. */
  investment_options: string;
  created_at: string;
  updated_at: string;
  archived_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set once by completion: capital returned, no more investments or distributions. */
  completed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 015: optional Bengali content and the key facts; null = not given. */
  title_bn: ColumnType<string | null, string | null | undefined, string | null>;
  location_bn: ColumnType<string | null, string | null | undefined, string | null>;
  description_bn: ColumnType<string | null, string | null | undefined, string | null>;
  contract_type: ColumnType<string | null, string | null | undefined, string | null>;
  term_months: ColumnType<number | null, number | null | undefined, number | null>;
  /** 'YYYY-MM-DD' */
  maturity_date: ColumnType<string | null, string | null | undefined, string | null>;
  payout_frequency: ColumnType<string | null, string | null | undefined, string | null>;
  /** poisha */
  minimum_investment: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A PDF attached to a project (migration 015), stored privately under `storage_key`. */
export interface ProjectDocumentsTable {
  id: string;
  project_id: string;
  kind: string;
  title: string;
  title_bn: string | null;
  storage_key: string;
  size_bytes: number;
  uploaded_by: string | null;
  created_at: string;
}

export interface DiscountsTable {
  id: string;
  company: string;
  image_url: string;
  percent: number | null;
  created_at: string;
  /** Migration 014: optional Bengali texts, last day shown, soft delete. */
  company_bn: string | null;
  offer: string | null;
  offer_bn: string | null;
  /** The last Bangladesh day the promotion is listed, 'YYYY-MM-DD'. */
  ends_at: string | null;
  removed_at: string | null;
  updated_at: string | null;
}

/** Where investors pay deposits into (migration 011 replaced the one bank_info row). */
export interface PaymentAccountsTable {
  id: string;
  kind: PaymentAccountKind;
  /** Bank accounts only; null for bKash, Nagad and Rocket. */
  bank_name: string | null;
  branch: string | null;
  routing_number: string | null;
  account_name: string;
  /** The bank account number, or the wallet's 11-digit number. */
  account_number: string;
  instruction: string;
  instruction_bn: string | null;
  active: ColumnType<number, number | undefined, number>;
  /** 1 while the seeded demo details are in place: the deposit screen warns not to send money. */
  is_demo: ColumnType<number, number | undefined, number>;
  /** When an admin last changed the payment details (not the instruction's wording alone). */
  details_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

/** Append-only (triggers refuse UPDATE and DELETE); written in the transaction of the change it records. */
export interface AuditEventsTable {
  id: string;
  actor_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** JSON text; never passwords, codes, tokens or secrets. */
  before: string | null;
  after: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

/** Every stored upload: per-user limits, and removal of those nothing refers to after 24 hours. */
export interface UploadsTable {
  key: string;
  user_id: string | null;
  visibility: 'public' | 'private';
  created_at: string;
}

/** One investor holding's certificate number: stable, unique, and what /verify/{number} looks up. */
export interface CertificatesTable {
  account_id: string;
  number: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  projects: ProjectsTable;
  project_documents: ProjectDocumentsTable;
  discounts: DiscountsTable;
  payment_accounts: PaymentAccountsTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  password_resets: PasswordResetsTable;
  deposits: DepositsTable;
  expenses: ExpensesTable;
  accounts: AccountsTable;
  distributions: DistributionsTable;
  transfers: TransfersTable;
  postings: PostingsTable;
  posting_chunks: PostingChunksTable;
  withdrawals: WithdrawalsTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  two_factor_failures: TwoFactorFailuresTable;
  audit_events: AuditEventsTable;
  uploads: UploadsTable;
  company_settings: CompanySettingsTable;
  shariah_advisors: ShariahAdvisorsTable;
  contract_texts: ContractTextsTable;
  /** A holding's certificate number (migration 025), given when its first certificate is issued. */
  certificates: CertificatesTable;
  outbox: OutboxTable;
  inbox: InboxTable;
  notification_preferences: NotificationPreferencesTable;
  /** One row rewritten with its own value by decoy answers (migration 005a). */
  timing_decoy: { id: number; touched: string };
}

export type DepositRow = Selectable<DepositsTable>;

export type ProjectRow = Selectable<ProjectsTable>;
export type ProjectDocumentRow = Selectable<ProjectDocumentsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AuditEventRow = Selectable<AuditEventsTable>;
export type AccountRow = Selectable<AccountsTable>;
export type TransferRow = Selectable<TransfersTable>;
export type DistributionRow = Selectable<DistributionsTable>;
export type PostingRow = Selectable<PostingsTable>;
export type PostingChunkRow = Selectable<PostingChunksTable>;
export type OutboxRow = Selectable<OutboxTable>;
