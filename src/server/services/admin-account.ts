import type { Kysely } from 'kysely';
import { newId, nowIso } from '../db/ids';
import type { Database } from '../db/schema';
import { hashPassword } from './passwords';

export type AdminOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start: create that admin, or promote the existing account.
 * Idempotent; an existing account keeps its own password.
 */
export async function ensureAdmin(db: Kysely<Database>, admin: { email: string; password: string }): Promise<AdminOutcome> {
  const existing = await db.selectFrom('users').select(['id', 'role', 'is_verified', 'is_active']).where('email', '=', admin.email).executeTakeFirst();
  const now = nowIso();
  if (existing) {
    if (existing.role === 'admin' && existing.is_verified === 1 && existing.is_active === 1) return 'unchanged';
    await db.updateTable('users').set({ role: 'admin', is_verified: 1, is_active: 1, updated_at: now }).where('id', '=', existing.id).execute();
    return 'promoted';
  }
  await db
    .insertInto('users')
    .values({
      id: newId(),
      email: admin.email,
      fullname: 'Administrator',
      password_hash: await hashPassword(admin.password),
      role: 'admin',
      is_verified: 1,
      language: 'en',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return 'created';
}
