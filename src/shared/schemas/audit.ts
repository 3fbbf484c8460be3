import * as yup from 'yup';
import { AUDIT_ACTIONS } from '../audit';
import { pageCursorField, pageLimitField, trimmedString } from './fields';

const UNKNOWN = 'Unknown field: ${unknown}';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD that really exists (not 2026-02-30). */
const dayField = (label: string) =>
  trimmedString(`${label} must be a date.`)
    .default('')
    .test('day', `${label} must be a date (YYYY-MM-DD).`, (value) => {
      if (!value) return true;
      if (!DAY.test(value)) return false;
      const date = new Date(`${value}T00:00:00.000Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    });

/** The Activity tab's filters, shared by the list and the CSV export. Empty means "any". */
export const auditFilterSchema = yup
  .object({
    // A user id or an email address.
    actor: trimmedString('actor must be text.').max(254, 'actor is too long.').default(''),
    action: trimmedString('action must be text.')
      .default('')
      .test('action', 'action is not a known action.', (value) => !value || (AUDIT_ACTIONS as readonly string[]).includes(value)),
    target: trimmedString('target must be text.').max(64, 'target is too long.').default(''),
    from: dayField('from'),
    to: dayField('to').test('order', 'to must not be before from.', function order(value) {
      const from = (this.parent as { from?: string }).from;
      return !value || !from || value >= from;
    }),
  })
  .noUnknown(UNKNOWN);

export const AUDIT_PAGE_MAX = 100;

export const auditListQuerySchema = auditFilterSchema
  .shape({
    limit: pageLimitField(AUDIT_PAGE_MAX, 50),
    cursor: pageCursorField(),
  })
  .noUnknown(UNKNOWN);

export type AuditFilter = yup.InferType<typeof auditFilterSchema>;
export type AuditListQuery = yup.InferType<typeof auditListQuerySchema>;
