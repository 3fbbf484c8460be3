import type { AuditEventDto } from '../../shared/api-types';
import { CSV_BOM, csvCell } from './csv';

export const AUDIT_CSV_COLUMNS = ['time', 'actor_email', 'actor_name', 'action', 'target_type', 'target_id', 'before', 'after', 'ip', 'user_agent'] as const;

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
  yield `${CSV_BOM}${AUDIT_CSV_COLUMNS.join(',')}\r\n`;
  for await (const event of events) yield auditCsvRow(event);
}
