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

export interface Database {
  users: UsersTable;
  projects: ProjectsTable;
  discounts: DiscountsTable;
  bank_info: BankInfoTable;
}

export type ProjectRow = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type UserRow = Selectable<UsersTable>;
