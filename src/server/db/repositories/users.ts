import { sql, type Kysely } from 'kysely';
import type { UserDto } from '../../../shared/api-types';
import { poishaToBdt } from '../../../shared/money';
import type { MoneyFigures } from '../../money/reads/figures';
import { checkedPhone } from '../../notifications/sms/sms-number';
import { nowIso } from '../ids';
import type { Database, UserRow } from '../schema';

/**
 * The only shape a user leaves the server in: no hash, no token, no internal flags. `money` is read
 * from the user's accounts (money/reads/figures.ts), in poisha.
 */
export function toUserDto(row: UserRow, money: MoneyFigures): UserDto {
  return {
    _id: row.id,
    fullname: row.fullname,
    email: row.email,
    phone: row.phone,
    phoneVerified: checkedPhone(row) !== null,
    nid: row.nid,
    uniqueId: row.unique_id,
    profileImage: row.profile_image,
    role: row.role,
    isVerified: row.is_verified === 1,
    twoFactorEnabled: row.totp_enabled_at !== null,
    availableBalance: poishaToBdt(money.availableBalance),
    totalInvestment: poishaToBdt(money.totalInvestment),
    totalProfit: poishaToBdt(money.totalProfit),
    totalLoss: poishaToBdt(money.totalLoss),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewInvestor {
  id: string;
  email: string;
  fullname: string;
  passwordHash: string;
  uniqueId: string;
  language: string;
  /** Set when the sign-up confirmed 18+ and the terms; null for the spec's own call. */
  termsAcceptedAt?: string | null;
}

/** What the admin search matches: the fields it searches, lower-cased in one column (migration 003). */
export function userSearchText(user: { fullname: string; email: string; phone: string | null; nid: string | null }): string {
  return [user.fullname, user.email, user.phone ?? '', user.nid ?? ''].join('\n').toLowerCase();
}

/** A self-registered account: always an unverified investor, whatever the request said. */
export async function insertInvestor(db: Kysely<Database>, investor: NewInvestor): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      id: investor.id,
      email: investor.email,
      fullname: investor.fullname,
      password_hash: investor.passwordHash,
      unique_id: investor.uniqueId,
      language: investor.language,
      terms_accepted_at: investor.termsAcceptedAt ?? null,
      search_text: userSearchText({ ...investor, phone: null, nid: null }),
      role: 'investor',
      is_verified: 0,
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** `user` is the unverified account as just read; a phone given with the code joins its search text. */
export async function markVerified(db: Kysely<Database>, user: Pick<UserRow, 'id' | 'fullname' | 'email' | 'nid'>, phone: string | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_verified: 1, updated_at: nowIso(), ...(phone ? { phone, search_text: userSearchText({ ...user, phone }) } : {}) })
    .where('id', '=', user.id)
    .execute();
}

export async function setPasswordHash(db: Kysely<Database>, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', id).execute();
}

export interface ProfileChanges {
  fullname: string;
  email: string;
  phone: string | null;
  nid: string | null;
}

export async function updateProfile(db: Kysely<Database>, id: string, changes: ProfileChanges): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, search_text: userSearchText(changes), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Deactivation keeps the row, its deposits and its ledger history; only sign-in stops. */
export async function deactivateUser(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('users').set({ is_active: 0, updated_at: nowIso() }).where('id', '=', id).execute();
}

/** A concurrent insert or update lost the race on a unique column (email). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Position in the (created_at desc, id desc) order, opaque to the client. */
export interface UserCursor {
  createdAt: string;
  id: string;
}

export function encodeUserCursor(cursor: UserCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** null when the text is not a cursor this server made. */
export function decodeUserCursor(text: string): UserCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T[0-9:.]+Z)\|([0-9a-f]{24})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  return match ? { createdAt: match[1] as string, id: match[2] as string } : null;
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface UserPageOptions {
  q: string;
  limit: number;
  after: UserCursor | null;
}

/**
 * Active users newest first, one keyset page (plus one row to know whether more follow). The
 * row-value comparison walks an index on (is_active, created_at, id) backwards from the cursor on
 * both databases, so page 1000 costs the same as page 1 (no OFFSET). The search reads search_text,
 * which the users_search index also holds, so a rare name is found by scanning the index, not the
 * table. ESCAPE is explicit because SQLite has no default escape character. Exported so a test can
 * check the query plan.
 */
export function activeUsersPageQuery(db: Kysely<Database>, { q, limit, after }: UserPageOptions) {
  let query = db.selectFrom('users').selectAll().where('is_active', '=', 1);
  if (after) query = query.where(sql<boolean>`(created_at, id) < (${after.createdAt}, ${after.id})`);
  // Both sides lower-cased in JavaScript (Unicode-aware, unlike SQLite's lower()); the index holds search_text.
  if (q) query = query.where(sql<boolean>`search_text like ${likeContains(q.toLowerCase())} escape '\\'`);
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
}

export interface UserPage {
  rows: UserRow[];
  next: UserCursor | null;
}

export async function listActiveUsers(db: Kysely<Database>, options: UserPageOptions): Promise<UserPage> {
  const rows = await activeUsersPageQuery(db, options).execute();
  const page = rows.slice(0, options.limit);
  const last = page[page.length - 1];
  return { rows: page, next: rows.length > options.limit && last ? { createdAt: last.created_at, id: last.id } : null };
}
