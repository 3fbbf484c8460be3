import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../storage/file-storage';

/** At most this many uploads per user per hour; counted in the database, so across processes. */
export const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
/** An upload nothing refers to after this long is deleted (a form abandoned, a probe). */
export const ORPHAN_AGE_MS = 24 * HOUR_MS;
const SWEEP_BATCH = 200;

/** How many uploads the user made in the hour before `now`. */
export async function uploadsInLastHour(db: Kysely<Database>, userId: string, now = Date.now()): Promise<number> {
  const since = new Date(now - HOUR_MS).toISOString();
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordUpload(db: Kysely<Database>, upload: { key: string; userId: string; visibility: 'public' | 'private' }, now = Date.now()): Promise<void> {
  await db
    .insertInto('uploads')
    .values({ key: upload.key, user_id: upload.userId, visibility: upload.visibility, created_at: new Date(now).toISOString() })
    .execute();
}

/**
 * Deletes uploads older than 24 hours that nothing refers to: no deposit's screenshot_key, no
 * project's default or gallery image, no promotion image, no profile image. The row goes first, in
 * one statement whose own condition re-checks every reference, so two processes sweeping at once
 * (or a deposit citing the file meanwhile) cannot both act on it; only the winner removes the file.
 * Files the upload route never recorded (the demo seed's images) are never touched.
 */
export async function sweepOrphanUploads(
  db: Kysely<Database>,
  storage: FileStorage,
  { now = Date.now(), log }: { now?: number; log?: FastifyBaseLogger } = {},
): Promise<{ deleted: string[] }> {
  const cutoff = new Date(now - ORPHAN_AGE_MS).toISOString();
  const candidates = await db.selectFrom('uploads').select(['key', 'visibility']).where('created_at', '<', cutoff).orderBy('created_at').limit(SWEEP_BATCH).execute();
  const deleted: string[] = [];
  for (const { key, visibility } of candidates) {
    // Keys are generated ([a-z0-9/._-]). A `_` would match any character: that only errs towards
    // keeping a file, never towards deleting a referenced one.
    const pattern = `%${key}%`;
    const result = await db
      .deleteFrom('uploads')
      .where('key', '=', key)
      .where('created_at', '<', cutoff)
      .where(({ not, exists, selectFrom, or }) =>
        not(
          or([
            exists(selectFrom('deposits').select('id').where('screenshot_key', '=', key)),
            exists(
              selectFrom('projects')
                .select('id')
                .where((p) => or([p('default_image', 'like', pattern), p('gallery_images', 'like', pattern)])),
            ),
            exists(selectFrom('discounts').select('id').where('image_url', 'like', pattern)),
            exists(selectFrom('users').select('id').where('profile_image', 'like', pattern)),
          ]),
        ),
      )
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) continue;
    try {
      await storage.remove(key, visibility);
      deleted.push(key);
    } catch (error) {
      log?.error({ err: error, key }, 'orphan upload: row deleted but the file could not be removed');
    }
  }
  if (deleted.length > 0) log?.info({ count: deleted.length }, 'orphan uploads deleted');
  return { deleted };
}
