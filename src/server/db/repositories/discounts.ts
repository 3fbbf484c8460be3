import type { Kysely, Selectable } from 'kysely';
import type { DiscountDto } from '../../../shared/api-types';
import { newId, nowIso } from '../ids';
import type { Database, DiscountsTable } from '../schema';
import { answerImageUrl } from './projects';

type DiscountRow = Selectable<DiscountsTable>;

export async function listDiscounts(db: Kysely<Database>): Promise<DiscountRow[]> {
  return db.selectFrom('discounts').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** `imageUrl` as stored: relative for this server's uploads (see toStoredImageUrl). */
export async function insertDiscount(db: Kysely<Database>, values: { company: string; imageUrl: string; percent: number | null }): Promise<DiscountRow> {
  const row: DiscountRow = { id: newId(), company: values.company, image_url: values.imageUrl, percent: values.percent, created_at: nowIso() };
  await db.insertInto('discounts').values(row).execute();
  return row;
}

export function toDiscountDto(row: DiscountRow): DiscountDto {
  return {
    _id: row.id,
    company: row.company,
    imageUrl: answerImageUrl(row.image_url),
    percent: row.percent === null ? null : Number(row.percent),
    createdAt: row.created_at,
  };
}
