import type { Kysely } from 'kysely';
import type { Language } from '../../shared/constants';
import { fillContractText } from '../../shared/contract-defaults';
import { CONTRACT_TYPES, type ContractType } from '../../shared/project-facts';
import type { Config } from '../config';
import { findCompany, findContractText } from '../db/repositories/trust';
import type { Database } from '../db/schema';

/**
 * The company as every official paper states it, in one language: read from Settings,
 * so the site, the mails and the PDFs agree. COMPANY_NAME and COMPANY_ADDRESS stand in only until
 * an admin first saves the company details.
 */
export interface CompanyFacts {
  name: string;
  address: string;
  /** RJSC registration number; null before the details are saved. */
  registrationNumber: string | null;
  phone: string | null;
  email: string | null;
  signatory: { name: string; title: string | null } | null;
  /** The signature or seal image as stored ('' for none). */
  signatureUrl: string;
}

/** A Bengali value the admin left empty falls back to the English one. */
const inLanguage = (english: string, bengali: string | null | undefined, language: Language) => (language === 'bn' && bengali ? bengali : english);

export async function companyFacts(db: Kysely<Database>, config: Pick<Config, 'company'>, language: Language): Promise<CompanyFacts> {
  const row = await findCompany(db);
  if (!row) return { name: config.company.name, address: config.company.address, registrationNumber: null, phone: null, email: null, signatory: null, signatureUrl: '' };
  const signatoryName = row.signatory_name ? inLanguage(row.signatory_name, row.signatory_name_bn, language) : null;
  const signatoryTitle = row.signatory_title ? inLanguage(row.signatory_title, row.signatory_title_bn, language) : null;
  return {
    name: inLanguage(row.legal_name, row.legal_name_bn, language),
    address: inLanguage(row.address, row.address_bn, language),
    registrationNumber: row.registration_number,
    phone: row.phone,
    email: row.email,
    signatory: signatoryName ? { name: signatoryName, title: signatoryTitle } : null,
    signatureUrl: row.signature_url ?? '',
  };
}

/** A project's contract as its papers state it: the Settings text with the company and the ratio filled in. */
export interface ContractFacts {
  type: ContractType;
  sharing: string;
  companyRole: string;
}

export const isContractType = (value: string | null | undefined): value is ContractType => !!value && (CONTRACT_TYPES as readonly string[]).includes(value);

/**
 * The project's own contract in `language`, or null for a project without a contract type (its
 * papers then name none rather than borrow another's). `share` and `rest` are in the reader's digits.
 */
export async function contractFacts(
  db: Kysely<Database>,
  contractType: string | null | undefined,
  language: Language,
  fill: { company: string; share: string; rest: string },
): Promise<ContractFacts | null> {
  if (!isContractType(contractType)) return null;
  const row = await findContractText(db, contractType);
  if (!row) return null;
  return {
    type: contractType,
    sharing: fillContractText(language === 'bn' ? row.sharing_bn : row.sharing, fill),
    companyRole: fillContractText(language === 'bn' ? row.company_role_bn : row.company_role, fill),
  };
}
