import type { ColumnType } from 'kysely';

/**
 * Issue 18 (trust, migration 016): the company's registration details, one row with id 'company',
 * and the Shariah advisors. Kept beside schema.ts, which is near the size limit; schema.ts lists
 * them in Database.
 */
export interface CompanySettingsTable {
  id: string;
  legal_name: string;
  legal_name_bn: string | null;
  registration_number: string;
  trade_licence_number: string;
  tin: string;
  bin: string | null;
  address: string;
  address_bn: string | null;
  phone: string;
  email: string;
  updated_at: string;
}

export interface ShariahAdvisorsTable {
  id: string;
  name: string;
  name_bn: string | null;
  credentials: string;
  credentials_bn: string | null;
  /** '' when there is no photo. */
  photo_url: ColumnType<string, string | undefined, string>;
  display_order: number;
  created_at: string;
  updated_at: string;
}
