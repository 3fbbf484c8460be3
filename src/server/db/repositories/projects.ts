import type { Kysely } from 'kysely';
import type { ProjectDto } from '../../../shared/api-types';
import { targetAchievedPercent } from '../../../shared/funding';
import { bdtToPoisha, poishaToBdt } from '../../../shared/money';
import { DEFAULT_INVESTOR_SHARE_PERCENT, type ProjectBody } from '../../../shared/schemas/projects';
import { toStoredImageUrl } from '../../stored-image-url';
import { dialectOf } from '../dialect';
import type { Database, NewProject, ProjectRow } from '../schema';

/** The columns an admin's create/edit body sets; the raised amount moves only with transfers into holdings. */
export type ProjectColumns = Pick<
  NewProject,
  | 'title'
  | 'location'
  | 'price'
  | 'description'
  | 'default_image'
  | 'gallery_images'
  | 'target_achieved'
  | 'roi'
  | 'investment_options'
  | 'funding_target'
  | 'investor_share_percent'
  | ProjectFactColumn
>;

/** The optional Bengali content and key facts columns: on an edit, a field the body leaves out keeps its saved value. */
export const PROJECT_FACT_COLUMNS = [
  'title_bn',
  'location_bn',
  'description_bn',
  'contract_type',
  'term_months',
  'maturity_date',
  'payout_frequency',
  'minimum_investment',
] as const;
export type ProjectFactColumn = (typeof PROJECT_FACT_COLUMNS)[number];

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);

/** The fact columns from a body; `undefined` where the body did not send the field. */
export function projectFactColumns(body: Partial<ProjectBody>): Record<ProjectFactColumn, string | number | null | undefined> {
  const scaled = (value: number | null | undefined, by: (n: number) => number) => (value === null || value === undefined ? value : by(value));
  return {
    title_bn: body.titleBn,
    location_bn: body.locationBn,
    description_bn: body.descriptionBn,
    contract_type: body.contractType,
    term_months: body.termMonths,
    maturity_date: body.maturityDate,
    payout_frequency: body.payoutFrequency,
    minimum_investment: scaled(body.minimumInvestment, bdtToPoisha),
  };
}

/** The projects a list shows, in its order: newest first, the same order sortProjects keeps on the page. */
const listedProjects = (db: Kysely<Database>) => db.selectFrom('projects').where('archived_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc');

export async function listProjects(db: Kysely<Database>): Promise<ProjectRow[]> {
  return listedProjects(db).selectAll().execute();
}

/** The card image of the project a list shows first, or undefined. */
export async function firstListedProjectImage(db: Kysely<Database>): Promise<string | undefined> {
  const row = await listedProjects(db).select('default_image').limit(1).executeTakeFirst();
  return row && answerImageUrl(row.default_image);
}

export async function findProject(db: Kysely<Database>, id: string): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).where('archived_at', 'is', null).executeTakeFirst();
}

export async function insertProject(db: Kysely<Database>, project: NewProject): Promise<void> {
  await db.insertInto('projects').values(project).execute();
}

export function projectColumns(body: Omit<ProjectBody, 'raisedAmount'>, origin: string): ProjectColumns {
  return {
    title: body.title,
    location: body.location,
    price: body.price,
    description: body.description,
    default_image: toStoredImageUrl(body.defaultImage, origin),
    gallery_images: JSON.stringify(body.galleryImages.map((url) => toStoredImageUrl(url, origin))),
    target_achieved: body.targetAchieved,
    // The spec's client sends roi copied from profitRatio; the schema refuses any other roi.
    roi: body.profitRatio,
    investment_options: JSON.stringify(body.investmentOptions),
    funding_target: body.fundingTarget === null || body.fundingTarget === undefined ? null : bdtToPoisha(body.fundingTarget),
    investor_share_percent: body.investorSharePercent ?? DEFAULT_INVESTOR_SHARE_PERCENT,
    ...(Object.fromEntries(Object.entries(projectFactColumns(body)).map(([column, value]) => [column, orNull(value)])) as Pick<NewProject, ProjectFactColumn>),
  };
}

/**
 * A live project's row inside a write transaction. On PostgreSQL the row is locked (FOR UPDATE) so
 * an edit and a concurrent allocation cannot both compute from the same raised amount; SQLite's
 * BEGIN IMMEDIATE already serialises writers.
 */
export async function findProjectForWrite(trx: Kysely<Database>, id: string): Promise<ProjectRow | undefined> {
  return trx
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .$if(dialectOf(trx) === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
}

export async function updateProjectRow(trx: Kysely<Database>, id: string, values: ProjectColumns & { updated_at: string }): Promise<void> {
  await trx.updateTable('projects').set(values).where('id', '=', id).execute();
}

/** Deleting archives: accounts and transfers keep pointing at the project. False when already gone. */
export async function archiveProject(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('projects').set({ archived_at: now, updated_at: now }).where('id', '=', id).where('archived_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Stored image paths are relative (`/uploads/x.jpg`) and answers keep them so: the browser resolves
 * them against the page's own origin, and no request header (Host, X-Forwarded-Host) ever chooses
 * the host of a URL in an answer. Absolute URLs (S3_PUBLIC_URL, a CDN) pass through.
 */
export function answerImageUrl(pathOrUrl: string): string {
  return pathOrUrl;
}

function parseJsonArray<T>(text: string): T[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : [];
}

/**
 * `investorCount` comes from the accounts (money/reads/figures.ts investorCounts); while it is
 * above 0 the terms are locked (money/reads/project-money.ts investorsHoldCapital counts the same).
 */
export function toProjectDto(row: ProjectRow, investorCount: number): ProjectDto {
  const defaultImage = answerImageUrl(row.default_image);
  const raisedAmount = poishaToBdt(Number(row.raised_amount));
  const fundingTarget = row.funding_target === null ? null : poishaToBdt(Number(row.funding_target));
  return {
    _id: row.id,
    title: row.title,
    location: row.location,
    price: row.price,
    description: row.description,
    defaultImage,
    image: defaultImage,
    galleryImages: parseJsonArray<string>(row.gallery_images).map(answerImageUrl),
    // The same figure the pages show, so an API reader and the site never disagree.
    targetAchieved: targetAchievedPercent({ targetAchieved: Number(row.target_achieved), raisedAmount, fundingTarget }),
    raisedAmount,
    openingCapital: poishaToBdt(Number(row.opening_capital)),
    fundingTarget,
    investorSharePercent: Number(row.investor_share_percent),
    investorCount,
    termsLocked: investorCount > 0,
    roi: Number(row.roi),
    investmentOptions: parseJsonArray<number>(row.investment_options),
    status: row.completed_at === null ? 'open' : 'completed',
    completedAt: row.completed_at,
    createdAt: row.created_at,
    titleBn: row.title_bn,
    locationBn: row.location_bn,
    descriptionBn: row.description_bn,
    contractType: row.contract_type as ProjectDto['contractType'],
    termMonths: row.term_months === null ? null : Number(row.term_months),
    maturityDate: row.maturity_date,
    payoutFrequency: row.payout_frequency as ProjectDto['payoutFrequency'],
    // The same figure as roi, kept readable for clients of the key facts.
    expectedProfitRate: Number(row.roi),
    minimumInvestment: row.minimum_investment === null ? null : poishaToBdt(Number(row.minimum_investment)),
  };
}
