import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditAction } from '../../shared/audit';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/schema';

/** Where a request came from, as the audit trail and the session list keep it. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null };
}

export interface AuditEvent {
  /** Who did it; null when no signed-in person did (a failed sign-in, start-up). */
  actorId: string | null;
  action: AuditAction;
  targetType?:
    | 'user'
    | 'deposit'
    | 'project'
    | 'promotion'
    | 'bank_info'
    | 'payment_account'
    | 'expense'
    | 'session'
    | 'withdrawal'
    | 'company'
    | 'shariah_advisor'
    | 'contract_text'
    | 'message';
  targetId?: string | null;
  /** What the target was and became; never passwords, codes, tokens or secrets. */
  before?: unknown;
  after?: unknown;
}

let sequence = 0;

/**
 * 24 hex characters like every id, but ordered: the time in ms, then a counter of this process.
 * The trail is read newest first by (created_at, id), and events written in one transaction share
 * a millisecond (a recovery code used, then the sign-in it allowed): the counter keeps their order.
 */
function auditId(ms: number): string {
  sequence = (sequence + 1) % 0x10000;
  return ms.toString(16).padStart(12, '0').slice(-12) + sequence.toString(16).padStart(4, '0') + randomBytes(4).toString('hex');
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Appends one event. Call it with the transaction of the change it records, so the change and
 * its record commit together or not at all.
 */
export async function recordAudit(db: Kysely<Database>, origin: RequestOrigin | null, event: AuditEvent): Promise<void> {
  const now = new Date();
  await db
    .insertInto('audit_events')
    .values({
      id: auditId(now.getTime()),
      actor_id: event.actorId,
      action: event.action,
      target_type: event.targetType ?? null,
      target_id: event.targetId ?? null,
      before: json(event.before),
      after: json(event.after),
      ip: origin?.ip ?? null,
      user_agent: origin?.userAgent ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}
