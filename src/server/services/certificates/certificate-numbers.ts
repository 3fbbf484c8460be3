import type { Kysely } from 'kysely';
import { nowIso } from '../../db/ids';
import { isUniqueViolation } from '../../db/repositories/users';
import type { Database } from '../../db/schema';

/**
 * The numbers a holding's certificate may take, shortest first: 'CER-' and the first 8 characters of
 * the holding's random id (the number its certificate already prints), longer only when an older
 * holding already took that one.
 */
export const certificateNumberCandidates = (accountId: string): string[] => [8, 12, 16, 20, 24].map((length) => `CER-${accountId.slice(0, length).toUpperCase()}`);

/**
 * The holding's certificate number, given once when its first certificate is issued and kept for
 * good. The unique index decides a race: a number another holding took is skipped, and a second
 * request for the same holding reads the number the first one stored.
 */
export async function certificateNumberOf(db: Kysely<Database>, accountId: string): Promise<string> {
  const stored = () => db.selectFrom('certificates').select('number').where('account_id', '=', accountId).executeTakeFirst();
  const existing = await stored();
  if (existing) return existing.number;
  for (const number of certificateNumberCandidates(accountId)) {
    try {
      await db.insertInto('certificates').values({ account_id: accountId, number, created_at: nowIso() }).execute();
      return number;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await stored();
      if (raced) return raced.number;
    }
  }
  throw new Error(`no free certificate number for holding ${accountId}`);
}
