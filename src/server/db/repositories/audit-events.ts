import { sql, type Kysely } from 'kysely';
import type { AuditEventDto } from '../../../shared/api-types';
import { PAYMENT_ACCOUNT_ACTIONS } from '../../../shared/audit';
import type { PaymentAccountChangeDto } from '../../../shared/payment-account-types';
import type { Database } from '../schema';
import type { UserCursor } from './users';

/** The filters as the route resolved them: `actorId` null means any actor. */
export interface AuditQuery {
  actorId: string | null;
  action: string;
  target: string;
  /** YYYY-MM-DD, inclusive; '' for no bound. */
  from: string;
  to: string;
}

const startOfDay = (day: string) => `${day}T00:00:00.000Z`;
const startOfNextDay = (day: string) => new Date(Date.parse(startOfDay(day)) + 86_400_000).toISOString();

/**
 * One keyset page of events newest first by (created_at, id), plus one row to know whether more
 * follow. Each filter narrows one of the indexes of migration 004 (actor, action, target, time), so
 * page 1000 costs the same as page 1.
 */
function pageQuery(db: Kysely<Database>, filter: AuditQuery, after: UserCursor | null, limit: number) {
  let query = db
    .selectFrom('audit_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .select(['e.id', 'e.actor_id', 'e.action', 'e.target_type', 'e.target_id', 'e.before', 'e.after', 'e.ip', 'e.user_agent', 'e.created_at', 'u.email', 'u.fullname']);
  if (filter.actorId) query = query.where('e.actor_id', '=', filter.actorId);
  if (filter.action) query = query.where('e.action', '=', filter.action);
  if (filter.target) query = query.where('e.target_id', '=', filter.target);
  if (filter.from) query = query.where('e.created_at', '>=', startOfDay(filter.from));
  if (filter.to) query = query.where('e.created_at', '<', startOfNextDay(filter.to));
  if (after) query = query.where(sql<boolean>`(e.created_at, e.id) < (${after.createdAt}, ${after.id})`);
  return query
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit + 1);
}

type AuditJoinedRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export function toAuditEventDto(row: AuditJoinedRow): AuditEventDto {
  return {
    _id: row.id,
    actor: row.actor_id ? { _id: row.actor_id, email: row.email ?? '', fullname: row.fullname ?? '' } : null,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: parse(row.before),
    after: parse(row.after),
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at,
  };
}

export interface AuditPage {
  events: AuditEventDto[];
  next: UserCursor | null;
}

export async function listAuditEvents(db: Kysely<Database>, filter: AuditQuery, after: UserCursor | null, limit: number): Promise<AuditPage> {
  const rows = await pageQuery(db, filter, after, limit).execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { events: page.map(toAuditEventDto), next: rows.length > limit && last ? { createdAt: last.created_at, id: last.id } : null };
}

/** Every matching event newest first, up to `max`, read one page at a time (for the CSV export). */
export async function* eachAuditEvent(db: Kysely<Database>, filter: AuditQuery, max: number, pageSize = 500): AsyncGenerator<AuditEventDto> {
  let after: UserCursor | null = null;
  let sent = 0;
  while (sent < max) {
    const page = await listAuditEvents(db, filter, after, Math.min(pageSize, max - sent));
    for (const event of page.events) yield event;
    sent += page.events.length;
    if (!page.next) return;
    after = page.next;
  }
}

/**
 * The newest changes to payment accounts since `since` (ISO), up to `limit`, with the account as it
 * is now and who changed it; one row more than `limit` says that more follow. Served by the
 * (action, created_at) index.
 */
export async function listPaymentAccountChanges(db: Kysely<Database>, since: string, limit: number): Promise<{ changes: PaymentAccountChangeDto[]; more: boolean }> {
  const rows = await db
    .selectFrom('audit_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .leftJoin('payment_accounts as p', 'p.id', 'e.target_id')
    .select(['e.id', 'e.action', 'e.actor_id', 'e.before', 'e.after', 'e.created_at', 'u.email', 'u.fullname', 'p.id as account_id', 'p.kind', 'p.bank_name', 'p.account_number'])
    .where('e.action', 'in', PAYMENT_ACCOUNT_ACTIONS)
    .where('e.created_at', '>=', since)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit + 1)
    .execute();
  const changes = rows.slice(0, limit).map((row): PaymentAccountChangeDto => ({
    _id: row.id,
    change: row.action.endsWith('_created') ? 'created' : 'changed',
    account: row.account_id && row.kind && row.account_number !== null ? { _id: row.account_id, kind: row.kind, bankName: row.bank_name, accountNumber: row.account_number } : null,
    actor: row.actor_id ? { _id: row.actor_id, email: row.email ?? '', fullname: row.fullname ?? '' } : null,
    before: parse(row.before),
    after: parse(row.after),
    createdAt: row.created_at,
  }));
  return { changes, more: rows.length > limit };
}
