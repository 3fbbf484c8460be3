import type { Kysely, Selectable } from 'kysely';
import type { DiscountDto } from '../../../shared/api-types';
import { newId, nowIso } from '../ids';
import type { Database, DiscountsTable } from '../schema';
import { answerImageUrl } from './projects';

export type DiscountRow = Selectable<DiscountsTable>;

/** What an admin writes; `imageUrl` as stored: relative for this server's uploads (see toStoredImageUrl). */
export interface DiscountValues {
  company: string;
  companyBn: string | null;
  offer: string | null;
  offerBn: string | null;
  imageUrl: string;
  percent: number | null;
  endsAt: string | null;
}

// Bangladesh keeps UTC+6 all year (no daylight saving), so a fixed offset is exact.
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** Today in Dhaka, 'YYYY-MM-DD': a promotion is listed through the whole of its last day there. */
export const dhakaToday = (now: Date = new Date()): string => new Date(now.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** Whether a promotion's last day is over (in Dhaka). */
export const hasEnded = (row: Pick<DiscountRow, 'ends_at'>, today: string = dhakaToday()): boolean => row.ends_at !== null && row.ends_at < today;

/** Promotions not removed, newest first; ended ones only when asked (the admin tab). */
export async function listDiscounts(db: Kysely<Database>, options: { includeEnded?: boolean; today?: string } = {}): Promise<DiscountRow[]> {
  let query = db.selectFrom('discounts').selectAll().where('removed_at', 'is', null);
  if (!options.includeEnded) {
    const today = options.today ?? dhakaToday();
    // 'YYYY-MM-DD' text compares in date order on both databases.
    query = query.where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>=', today)]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** A promotion that is not removed, or undefined. */
export async function findDiscountById(db: Kysely<Database>, id: string): Promise<DiscountRow | undefined> {
  return db.selectFrom('discounts').selectAll().where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
}

export async function insertDiscount(db: Kysely<Database>, values: DiscountValues): Promise<DiscountRow> {
  const row: DiscountRow = {
    id: newId(),
    company: values.company,
    company_bn: values.companyBn,
    offer: values.offer,
    offer_bn: values.offerBn,
    image_url: values.imageUrl,
    percent: values.percent,
    ends_at: values.endsAt,
    created_at: nowIso(),
    updated_at: null,
    removed_at: null,
  };
  await db.insertInto('discounts').values(row).execute();
  return row;
}

export async function updateDiscount(db: Kysely<Database>, current: DiscountRow, values: DiscountValues): Promise<DiscountRow> {
  const changes = {
    company: values.company,
    company_bn: values.companyBn,
    offer: values.offer,
    offer_bn: values.offerBn,
    image_url: values.imageUrl,
    percent: values.percent,
    ends_at: values.endsAt,
    updated_at: nowIso(),
  };
  await db.updateTable('discounts').set(changes).where('id', '=', current.id).execute();
  return { ...current, ...changes };
}

/** Soft delete: the row stays for the audit trail; every list and lookup skips it. */
export async function removeDiscount(db: Kysely<Database>, id: string): Promise<string> {
  const at = nowIso();
  await db.updateTable('discounts').set({ removed_at: at }).where('id', '=', id).execute();
  return at;
}

/** What the audit trail keeps of a promotion. */
export function discountSnapshot(row: DiscountRow): Record<string, unknown> {
  return {
    company: row.company,
    companyBn: row.company_bn,
    offer: row.offer,
    offerBn: row.offer_bn,
    imageUrl: row.image_url,
    percent: row.percent === null ? null : Number(row.percent),
    endsAt: row.ends_at,
  };
}

export function toDiscountDto(row: DiscountRow, today: string = dhakaToday()): DiscountDto {
  return {
    _id: row.id,
    company: row.company,
    companyBn: row.company_bn,
    offer: row.offer,
    offerBn: row.offer_bn,
    imageUrl: answerImageUrl(row.image_url),
    percent: row.percent === null ? null : Number(row.percent),
    endsAt: row.ends_at,
    ended: hasEnded(row, today),
    createdAt: row.created_at,
  };
}
