import type { AuditEventDto } from '../../shared/api-types';

export const AUDIT_CSV_COLUMNS = ['time', 'actor_email', 'actor_name', 'action', 'target_type', 'target_id', 'before', 'after', 'ip', 'user_agent'] as const;

/**
 * One CSV cell. A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return
 * before one) gets a leading apostrophe (OWASP CSV injection); quotes, commas and line breaks are
 * quoted per RFC 4180.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function auditCsvRow(event: AuditEventDto): string {
  const cells = [
    event.createdAt,
    event.actor?.email ?? '',
    event.actor?.fullname ?? '',
    event.action,
    event.targetType,
    event.targetId,
    event.before,
    event.after,
    event.ip,
    event.userAgent,
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The whole file: a BOM so spreadsheet programs read Bengali names as UTF-8, the header, then the rows. */
export async function* auditCsv(events: AsyncIterable<AuditEventDto>): AsyncGenerator<string> {
  yield `\uFEFF${AUDIT_CSV_COLUMNS.join(',')}\r\n`;
  for await (const event of events) yield auditCsvRow(event);
}
