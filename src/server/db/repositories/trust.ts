import { sql, type Kysely, type Selectable } from 'kysely';
import { CONTRACT_TYPES, type ContractType } from '../../../shared/project-facts';
import type { AdvisorBody, CompanyBody, ContractTextBody } from '../../../shared/schemas/trust';
import type { AdvisorDto, CompanyDto, ContractTextDto } from '../../../shared/trust-types';
import type { Database } from '../schema';
import type { CompanySettingsTable, ContractTextsTable, ShariahAdvisorsTable } from '../trust-tables';

export type CompanyRow = Selectable<CompanySettingsTable>;
export type AdvisorRow = Selectable<ShariahAdvisorsTable>;
export type ContractTextRow = Selectable<ContractTextsTable>;

/** The company's details live in one row with this id. */
const COMPANY_ID = 'company';

export async function findCompany(db: Kysely<Database>): Promise<CompanyRow | undefined> {
  return db.selectFrom('company_settings').selectAll().where('id', '=', COMPANY_ID).executeTakeFirst();
}

const companyColumns = (body: CompanyBody) => ({
  legal_name: body.legalName,
  legal_name_bn: body.legalNameBn ?? null,
  registration_number: body.registrationNumber,
  trade_licence_number: body.tradeLicenceNumber,
  tin: body.tin,
  bin: body.bin ?? null,
  address: body.address,
  address_bn: body.addressBn ?? null,
  phone: body.phone,
  email: body.email,
  signatory_name: body.signatoryName ?? null,
  signatory_name_bn: body.signatoryNameBn ?? null,
  signatory_title: body.signatoryTitle ?? null,
  signatory_title_bn: body.signatoryTitleBn ?? null,
  signature_url: body.signatureUrl,
});

/** Writes the one company row, creating it on the first save. `current` was read in the same transaction. */
export async function saveCompany(db: Kysely<Database>, current: CompanyRow | undefined, body: CompanyBody, now: string): Promise<CompanyRow> {
  const row: CompanyRow = { id: COMPANY_ID, ...companyColumns(body), updated_at: now };
  if (current) await db.updateTable('company_settings').set(row).where('id', '=', COMPANY_ID).execute();
  else await db.insertInto('company_settings').values(row).execute();
  return row;
}

export function companySnapshot(row: CompanyRow | undefined): Record<string, unknown> {
  if (!row) return {};
  const { id: _id, updated_at: _at, ...columns } = row;
  return toCompanyFields(columns);
}

const toCompanyFields = (row: Omit<CompanyRow, 'id' | 'updated_at'>) => ({
  legalName: row.legal_name,
  legalNameBn: row.legal_name_bn,
  registrationNumber: row.registration_number,
  tradeLicenceNumber: row.trade_licence_number,
  tin: row.tin,
  bin: row.bin,
  address: row.address,
  addressBn: row.address_bn,
  phone: row.phone,
  email: row.email,
  signatoryName: row.signatory_name ?? null,
  signatoryNameBn: row.signatory_name_bn ?? null,
  signatoryTitle: row.signatory_title ?? null,
  signatoryTitleBn: row.signatory_title_bn ?? null,
  signatureUrl: row.signature_url ?? '',
});

export function toCompanyDto(row: CompanyRow): CompanyDto {
  return { ...toCompanyFields(row), updatedAt: row.updated_at };
}

export async function listAdvisors(db: Kysely<Database>): Promise<AdvisorRow[]> {
  return db.selectFrom('shariah_advisors').selectAll().orderBy('display_order').orderBy('created_at').orderBy('id').execute();
}

export async function findAdvisorById(db: Kysely<Database>, id: string): Promise<AdvisorRow | undefined> {
  return db.selectFrom('shariah_advisors').selectAll().where('id', '=', id).executeTakeFirst();
}

/** After the last advisor, when the admin gave no place. */
async function nextDisplayOrder(db: Kysely<Database>): Promise<number> {
  const { last } = await db
    .selectFrom('shariah_advisors')
    .select(sql<number | null>`max(display_order)`.as('last'))
    .executeTakeFirstOrThrow();
  return last === null ? 0 : Math.min(Number(last) + 1, 999);
}

/** `photoUrl` already as stored (toStoredImageUrl). */
export async function insertAdvisor(db: Kysely<Database>, id: string, body: AdvisorBody, now: string): Promise<AdvisorRow> {
  const row: AdvisorRow = {
    id,
    name: body.name,
    name_bn: body.nameBn ?? null,
    credentials: body.credentials,
    credentials_bn: body.credentialsBn ?? null,
    photo_url: body.photoUrl,
    display_order: body.displayOrder ?? (await nextDisplayOrder(db)),
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('shariah_advisors').values(row).execute();
  return row;
}

export async function updateAdvisor(db: Kysely<Database>, current: AdvisorRow, body: AdvisorBody, now: string): Promise<AdvisorRow> {
  const values = {
    name: body.name,
    name_bn: body.nameBn ?? null,
    credentials: body.credentials,
    credentials_bn: body.credentialsBn ?? null,
    photo_url: body.photoUrl,
    display_order: body.displayOrder ?? Number(current.display_order),
    updated_at: now,
  };
  await db.updateTable('shariah_advisors').set(values).where('id', '=', current.id).execute();
  return { ...current, ...values };
}

export async function deleteAdvisor(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('shariah_advisors').where('id', '=', id).execute();
}

export function advisorSnapshot(row: AdvisorRow): Record<string, unknown> {
  const { _id: _ignored, ...fields } = toAdvisorDto(row);
  return fields;
}

export function toAdvisorDto(row: AdvisorRow): AdvisorDto {
  return {
    _id: row.id,
    name: row.name,
    nameBn: row.name_bn,
    credentials: row.credentials,
    credentialsBn: row.credentials_bn,
    photoUrl: row.photo_url,
    displayOrder: Number(row.display_order),
  };
}

/** Every contract type's text, in CONTRACT_TYPES order (migration 021 seeds all of them). */
export async function listContractTexts(db: Kysely<Database>): Promise<ContractTextRow[]> {
  const rows = await db.selectFrom('contract_texts').selectAll().execute();
  const order = (row: ContractTextRow) => (CONTRACT_TYPES as readonly string[]).indexOf(row.contract_type);
  return rows.sort((a, b) => order(a) - order(b));
}

export async function findContractText(db: Kysely<Database>, type: ContractType): Promise<ContractTextRow | undefined> {
  return db.selectFrom('contract_texts').selectAll().where('contract_type', '=', type).executeTakeFirst();
}

/** Writes one contract type's text, creating its row if it was ever removed. */
export async function saveContractText(
  db: Kysely<Database>,
  current: ContractTextRow | undefined,
  type: ContractType,
  body: ContractTextBody,
  now: string,
): Promise<ContractTextRow> {
  const row: ContractTextRow = {
    contract_type: type,
    sharing: body.sharing,
    sharing_bn: body.sharingBn,
    company_role: body.companyRole,
    company_role_bn: body.companyRoleBn,
    updated_at: now,
  };
  if (current) await db.updateTable('contract_texts').set(row).where('contract_type', '=', type).execute();
  else await db.insertInto('contract_texts').values(row).execute();
  return row;
}

export function contractTextSnapshot(row: ContractTextRow | undefined): Record<string, unknown> {
  if (!row) return {};
  return { sharing: row.sharing, sharingBn: row.sharing_bn, companyRole: row.company_role, companyRoleBn: row.company_role_bn };
}

export function toContractTextDto(row: ContractTextRow): ContractTextDto {
  return {
    contractType: row.contract_type as ContractType,
    sharing: row.sharing,
    sharingBn: row.sharing_bn,
    companyRole: row.company_role,
    companyRoleBn: row.company_role_bn,
    updatedAt: row.updated_at,
  };
}
