import { downloadFile } from '../../api/download-file';
import type { StatementPeriod } from './statement-period';

export type StatementFileFormat = 'pdf' | 'csv';

/** Downloads the signed-in investor's statement for `period` as a PDF or CSV file. */
export function downloadStatement(period: StatementPeriod, format: StatementFileFormat, token: string | null): Promise<void> {
  return downloadFile('/statement', { from: period.from, to: period.to, format }, token, `statement-${period.from}-${period.to}.${format}`);
}
