import type { ContractType } from './project-facts';

/**
 * What the platform says about itself. The company's registration details and the
 * Shariah advisors are edited by admins in the Settings tab and shown on /shariah-governance.
 * Bengali fields may be null: the Bengali UI then shows the English text.
 */
export interface CompanyDto {
  legalName: string;
  legalNameBn: string | null;
  /** RJSC registration number of the company. */
  registrationNumber: string;
  tradeLicenceNumber: string;
  /** Tax identification number (e-TIN, 12 digits). */
  tin: string;
  /** VAT business identification number; not every company has one. */
  bin: string | null;
  address: string;
  addressBn: string | null;
  phone: string;
  email: string;
  /** The authorised signatory on certificates; null until an admin names one. */
  signatoryName: string | null;
  signatoryNameBn: string | null;
  signatoryTitle: string | null;
  signatoryTitleBn: string | null;
  /** The signature or seal image; '' when there is none. */
  signatureUrl: string;
  updatedAt: string;
}

/**
 * One contract type's text: how profit and loss are shared, and who the company is in
 * the contract. `{company}`, `{share}` and `{rest}` are filled wherever it is shown.
 */
export interface ContractTextDto {
  contractType: ContractType;
  sharing: string;
  sharingBn: string;
  companyRole: string;
  companyRoleBn: string;
  updatedAt: string;
}

export interface ContractTextResponse {
  contract: ContractTextDto;
}

export interface AdvisorDto {
  _id: string;
  name: string;
  nameBn: string | null;
  credentials: string;
  credentialsBn: string | null;
  /** '' when there is no photo: the page shows the name's initial instead. */
  photoUrl: string;
  /** Smaller first; advisors with the same number keep the order they were added in. */
  displayOrder: number;
}

/** GET /api/trust: company is null until an admin has saved it (or the demo seed has). */
export interface TrustResponse {
  company: CompanyDto | null;
  advisors: AdvisorDto[];
  /** Every contract type's text, in CONTRACT_TYPES order. */
  contracts: ContractTextDto[];
}

export interface CompanyResponse {
  company: CompanyDto;
}

export interface AdvisorResponse {
  advisor: AdvisorDto;
}
