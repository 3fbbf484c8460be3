import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { companyFacts, contractFacts } from '../official-facts';
import type { FileStorage } from '../storage/file-storage';
import type { CertificateData } from './certificate-data';
import type { CertificatePaper } from './certificate-pdf';
import { shareValues } from './certificate-text';

/** What a holding's certificate states from Settings: the company, the project's contract and the signature image. */
export async function certificatePaper(db: Kysely<Database>, config: Pick<Config, 'company'>, storage: FileStorage, data: CertificateData): Promise<CertificatePaper> {
  const company = await companyFacts(db, config, data.language);
  const contract = await contractFacts(db, data.project.contractType, data.language, { company: company.name, ...shareValues(data.language, data.project.investorSharePercent) });
  const signature = company.signatureUrl ? await storage.readPublic(company.signatureUrl) : null;
  return { company, contract, signature };
}
