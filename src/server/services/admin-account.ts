import type { Kysely } from 'kysely';
import { newId, nowIso } from '../db/ids';
import { isUniqueViolation, userSearchText } from '../db/repositories/users';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { recordAudit } from './audit';
import { hashPassword, verifyPassword } from './passwords';

export type AdminOutcome = 'created' | 'promoted' | 'unchanged';

/** Start-up must stop: ADMIN_EMAIL names an account that these variables do not prove is ours. */
export class AdminAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminAccountError';
  }
}

const HINT = 'Nothing was changed. Check ADMIN_EMAIL and ADMIN_PASSWORD, or unset them to start without them.';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start: create that admin when the address is free;
 * otherwise keep or promote the account only when it is verified, active and its password is
 * ADMIN_PASSWORD. Anything else throws AdminAccountError and changes nothing: before, a stranger
 * who signed up with that address (unverified) or moved their account to it became admin.
 */
export async function ensureAdmin(db: Kysely<Database>, admin: { email: string; password: string }): Promise<AdminOutcome> {
  const existing = await db.selectFrom('users').select(['id', 'role', 'is_verified', 'is_active', 'password_hash']).where('email', '=', admin.email).executeTakeFirst();
  if (!existing) {
    try {
      return await createAdmin(db, admin);
    } catch (error) {
      // Another process starting at the same time created it first: check that account instead.
      if (!isUniqueViolation(error)) throw error;
      return ensureAdmin(db, admin);
    }
  }
  if (existing.is_verified !== 1) {
    throw new AdminAccountError(`ADMIN_EMAIL ${admin.email} belongs to an account whose email is not verified, so it cannot be made an administrator. ${HINT}`);
  }
  if (existing.is_active !== 1) {
    throw new AdminAccountError(`ADMIN_EMAIL ${admin.email} belongs to a deactivated account, so it cannot be made an administrator. ${HINT}`);
  }
  if (!(await verifyPassword(existing.password_hash, admin.password))) {
    const whose = existing.role === 'admin' ? 'the administrator' : 'the existing account';
    throw new AdminAccountError(`ADMIN_PASSWORD does not match the password of ${whose} ${admin.email}. ${HINT}`);
  }
  if (existing.role === 'admin') return 'unchanged';
  await writeTransaction(db, async (trx) => {
    await trx.updateTable('users').set({ role: 'admin', updated_at: nowIso() }).where('id', '=', existing.id).where('role', '=', 'investor').execute();
    await recordAudit(trx, null, { actorId: null, action: 'admin_promoted', targetType: 'user', targetId: existing.id, before: { role: existing.role }, after: { role: 'admin' } });
  });
  return 'promoted';
}

const ADMIN_NAME = 'Administrator';

async function createAdmin(db: Kysely<Database>, admin: { email: string; password: string }): Promise<AdminOutcome> {
  const passwordHash = await hashPassword(admin.password);
  const id = newId();
  const now = nowIso();
  await writeTransaction(db, async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id,
        email: admin.email,
        fullname: ADMIN_NAME,
        // The Users tab's search reads this column; without it the admin could not be found there.
        search_text: userSearchText({ fullname: ADMIN_NAME, email: admin.email, phone: null, nid: null }),
        password_hash: passwordHash,
        role: 'admin',
        is_verified: 1,
        language: 'en',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await recordAudit(trx, null, { actorId: null, action: 'admin_created', targetType: 'user', targetId: id, after: { email: admin.email, role: 'admin' } });
  });
  return 'created';
}
