import type { ColumnType } from 'kysely';

/**
 * Trust (migration 016): the company's registration details, one row with id 'company',
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
  /** The authorised signatory printed on certificates (migration 021); null until an admin sets one. */
  signatory_name: ColumnType<string | null, string | null | undefined, string | null>;
  signatory_name_bn: ColumnType<string | null, string | null | undefined, string | null>;
  signatory_title: ColumnType<string | null, string | null | undefined, string | null>;
  signatory_title_bn: ColumnType<string | null, string | null | undefined, string | null>;
  /** '' when there is no signature or seal image. */
  signature_url: ColumnType<string, string | undefined, string>;
  updated_at: string;
}

/** One bilingual text per contract type (migration 021), keyed by the project's contract_type. */
export interface ContractTextsTable {
  contract_type: string;
  sharing: string;
  sharing_bn: string;
  company_role: string;
  company_role_bn: string;
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
