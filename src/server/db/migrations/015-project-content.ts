import { sql, type Kysely } from 'kysely';

/**
 * "Bengali-first and trustworthy": a project's optional Bengali title, location and
 * description; the facts an investor decides on (contract, term, maturity, payout frequency,
 * expected profit rate, minimum investment in poisha); and the PDFs an admin attaches to it
 * (Shariah approval, deed, contract), stored privately and served through the API.
 * Every new column is nullable, so existing projects and the spec's calls stay valid.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('title_bn', 'varchar(200)').execute();
  await db.schema.alterTable('projects').addColumn('location_bn', 'varchar(200)').execute();
  await db.schema.alterTable('projects').addColumn('description_bn', 'text').execute();
  await db.schema.alterTable('projects').addColumn('contract_type', 'varchar(16)').execute();
  await db.schema.alterTable('projects').addColumn('term_months', 'integer').execute();
  await db.schema.alterTable('projects').addColumn('maturity_date', 'varchar(10)').execute();
  await db.schema.alterTable('projects').addColumn('payout_frequency', 'varchar(16)').execute();
  // Percent a year with up to 2 decimals, kept as hundredths so 14.5 never becomes 14.499999.
  await db.schema.alterTable('projects').addColumn('expected_profit_rate_bp', 'integer').execute();
  await db.schema.alterTable('projects').addColumn('minimum_investment', 'bigint').execute();

  await db.schema
    .createTable('project_documents')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(32)', (c) => c.notNull().references('projects.id'))
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_bn', 'varchar(200)')
    // A generated private storage key (project-documents/<id>.pdf), never the uploader's file name.
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'varchar(32)', (c) => c.references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('project_documents_kind', sql`kind in ('shariah_approval', 'deed', 'contract', 'other')`)
    .execute();
  await db.schema.createIndex('project_documents_project').on('project_documents').columns(['project_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('project_documents').execute();
  for (const column of [
    'minimum_investment',
    'expected_profit_rate_bp',
    'payout_frequency',
    'maturity_date',
    'term_months',
    'contract_type',
    'description_bn',
    'location_bn',
    'title_bn',
  ]) {
    await db.schema.alterTable('projects').dropColumn(column).execute();
  }
}
