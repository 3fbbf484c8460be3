import type { Kysely } from 'kysely';
import { CONTRACT_TYPES } from '../../../shared/project-facts';
import { DEFAULT_CONTRACT_TEXTS } from '../../../shared/contract-defaults';

/**
 * One source for official facts: the company's authorised signatory (name, title and a
 * signature or seal image) beside its registration details, and one bilingual text per contract
 * type, so the site, the mails and the PDFs all state the same company and the same contract.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company_settings').addColumn('signatory_name', 'varchar(120)').execute();
  await db.schema.alterTable('company_settings').addColumn('signatory_name_bn', 'varchar(120)').execute();
  await db.schema.alterTable('company_settings').addColumn('signatory_title', 'varchar(120)').execute();
  await db.schema.alterTable('company_settings').addColumn('signatory_title_bn', 'varchar(120)').execute();
  await db.schema
    .alterTable('company_settings')
    .addColumn('signature_url', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('contract_texts')
    .addColumn('contract_type', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('sharing', 'text', (c) => c.notNull())
    .addColumn('sharing_bn', 'text', (c) => c.notNull())
    .addColumn('company_role', 'text', (c) => c.notNull())
    .addColumn('company_role_bn', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('contract_texts')
    .values(
      CONTRACT_TYPES.map((type) => {
        const text = DEFAULT_CONTRACT_TEXTS[type];
        return { contract_type: type, sharing: text.sharing, sharing_bn: text.sharingBn, company_role: text.companyRole, company_role_bn: text.companyRoleBn, updated_at: now };
      }),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contract_texts').execute();
  for (const column of ['signature_url', 'signatory_title_bn', 'signatory_title', 'signatory_name_bn', 'signatory_name']) {
    await db.schema.alterTable('company_settings').dropColumn(column).execute();
  }
}
