import type { TFunction } from 'i18next';
import { formatNumber } from '../../../../shared/format';
import {
  buildAdvisorSchema,
  buildCompanySchema,
  buildContractTextSchema,
  DISPLAY_ORDER_MAX,
  TRUST_MAX,
  type AdvisorBody,
  type CompanyBody,
  type ContractTextBody,
  type TrustField,
  type TrustMessages,
} from '../../../../shared/schemas/trust';
import type { AdvisorDto, CompanyDto, ContractTextDto } from '../../../../shared/trust-types';

/** The server's rules (src/shared/schemas/trust.ts) with translation keys as messages, translated when shown. */
const KEYS: TrustMessages = {
  required: () => 'settings.errors.required',
  tooLong: () => 'settings.errors.tooLong',
  invalid: (field) => `settings.errors.invalid.${field}`,
};

export const companyFormSchema = buildCompanySchema(KEYS);
export const advisorFormSchema = buildAdvisorSchema(KEYS);
export const contractFormSchema = buildContractTextSchema(KEYS);

/** A form's message key in the page's language, with the field's limit where the message names one. */
export function errorText(key: string, field: TrustField, t: TFunction, lng: string): string {
  const max = field === 'displayOrder' ? DISPLAY_ORDER_MAX : (TRUST_MAX as Record<string, number>)[field];
  return t(key, max === undefined ? {} : { max: formatNumber(max, lng) });
}

export const COMPANY_FIELDS = [
  'legalName',
  'legalNameBn',
  'registrationNumber',
  'tradeLicenceNumber',
  'tin',
  'bin',
  'address',
  'addressBn',
  'phone',
  'email',
  'signatoryName',
  'signatoryNameBn',
  'signatoryTitle',
  'signatoryTitleBn',
  'signatureUrl',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyFormValues = Record<CompanyField, string>;

export const companyValues = (company: CompanyDto | null): CompanyFormValues =>
  Object.fromEntries(COMPANY_FIELDS.map((field) => [field, company?.[field] ?? ''])) as CompanyFormValues;

/** What PUT /api/trust/company takes, as the shared schema reads the form (blank optional fields become null). */
export const companyBody = (values: CompanyFormValues): CompanyBody => companyFormSchema.cast(values);

export type AdvisorFormValues = Record<'name' | 'nameBn' | 'credentials' | 'credentialsBn' | 'photoUrl' | 'displayOrder', string>;

export const advisorValues = (advisor: AdvisorDto | null): AdvisorFormValues => ({
  name: advisor?.name ?? '',
  nameBn: advisor?.nameBn ?? '',
  credentials: advisor?.credentials ?? '',
  credentialsBn: advisor?.credentialsBn ?? '',
  photoUrl: advisor?.photoUrl ?? '',
  displayOrder: advisor ? String(advisor.displayOrder) : '',
});

export const advisorBody = (values: AdvisorFormValues): AdvisorBody => advisorFormSchema.cast(values);

export const CONTRACT_FIELDS = ['sharing', 'sharingBn', 'companyRole', 'companyRoleBn'] as const;
export type ContractFormValues = Record<(typeof CONTRACT_FIELDS)[number], string>;

export const contractValues = (contract: ContractTextDto | undefined): ContractFormValues =>
  Object.fromEntries(CONTRACT_FIELDS.map((field) => [field, contract?.[field] ?? ''])) as ContractFormValues;

export const contractBody = (values: ContractFormValues): ContractTextBody => contractFormSchema.cast(values);
