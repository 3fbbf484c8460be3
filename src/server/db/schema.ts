import type { ColumnType, Insertable, Selectable } from 'kysely';

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
  nid: string | null;
  unique_id: string | null;
  profile_image: string | null;
  role: 'investor' | 'admin';
  is_verified: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<number, number | undefined, number>;
  language: string;
  total_investment: ColumnType<number, number | undefined, number>;
  total_profit: ColumnType<number, number | undefined, number>;
  total_loss: ColumnType<number, number | undefined, number>;
  /** Lower-cased name, email, phone and NID for the admin search (userSearchText). */
  search_text: ColumnType<string, string | undefined, string>;
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
  raised_amount: ColumnType<number, number | undefined, number>;
  roi: number;
  /** JSON array of BDT amounts. */
  investment_options: string;
  created_at: string;
  updated_at: string;
  archived_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DiscountsTable {
  id: string;
  company: string;
  image_url: string;
  percent: number | null;
  created_at: string;
}

export interface BankInfoTable {
  id: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  instruction: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** One-time codes (email verification) and reset tokens: stored hashed, with attempts and expiry. */
export interface EmailCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type DepositStatus = 'pending' | 'approved' | 'rejected';

export interface DepositsTable {
  id: string;
  user_id: string;
  amount: number;
  status: DepositStatus;
  screenshot_key: string;
  admin_remarks: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface ExpensesTable {
  id: string;
  description: string;
  amount: number;
  category: string;
  created_by: string;
  created_at: string;
}

export interface FundAllocationsTable {
  id: string;
  project_id: string;
  amount: number;
  created_by: string;
  created_at: string;
}

export type LedgerEntryType = 'deposit_approved' | 'fund_allocation' | 'expense' | 'project_opening' | 'project_adjustment';

export interface LedgerEntriesTable {
  id: string;
  entry_type: LedgerEntryType;
  amount: number;
  user_id: string | null;
  project_id: string | null;
  deposit_id: string | null;
  allocation_id: string | null;
  expense_id: string | null;
  actor_id: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  projects: ProjectsTable;
  discounts: DiscountsTable;
  bank_info: BankInfoTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  password_resets: PasswordResetsTable;
  deposits: DepositsTable;
  expenses: ExpensesTable;
  fund_allocations: FundAllocationsTable;
  ledger_entries: LedgerEntriesTable;
}

export type DepositRow = Selectable<DepositsTable>;

export type ProjectRow = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type UserRow = Selectable<UsersTable>;
