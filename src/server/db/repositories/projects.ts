import type { Kysely } from 'kysely';
import type { ProjectDto } from '../../../shared/api-types';
import { poishaToBdt } from '../../../shared/money';
import type { Database, NewProject, ProjectRow } from '../schema';

export async function listProjects(db: Kysely<Database>): Promise<ProjectRow[]> {
  return db.selectFrom('projects').selectAll().where('archived_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findProject(db: Kysely<Database>, id: string): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).where('archived_at', 'is', null).executeTakeFirst();
}

export async function insertProject(db: Kysely<Database>, project: NewProject): Promise<void> {
  await db.insertInto('projects').values(project).execute();
}

export async function countProjects(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('projects').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stored image paths are relative (`/uploads/x.jpg`) so a change of host or port never breaks them. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

function parseJsonArray<T>(text: string): T[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : [];
}

export function toProjectDto(row: ProjectRow, origin: string): ProjectDto {
  const defaultImage = absoluteUrl(row.default_image, origin);
  return {
    _id: row.id,
    title: row.title,
    location: row.location,
    price: row.price,
    description: row.description,
    defaultImage,
    image: defaultImage,
    galleryImages: parseJsonArray<string>(row.gallery_images).map((url) => absoluteUrl(url, origin)),
    targetAchieved: Number(row.target_achieved),
    raisedAmount: poishaToBdt(Number(row.raised_amount)),
    roi: Number(row.roi),
    investmentOptions: parseJsonArray<number>(row.investment_options),
    createdAt: row.created_at,
  };
}
