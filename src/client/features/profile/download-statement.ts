import type { Language } from '../../../shared/constants';
import { downloadFile } from '../../api/download-file';
import type { StatementPeriod } from './statement-period';

export type StatementFileFormat = 'pdf' | 'csv';

/** Downloads the signed-in investor's statement for `period` as a PDF or CSV file, in the language on screen. */
export function downloadStatement(period: StatementPeriod, format: StatementFileFormat, token: string | null, lng: Language): Promise<void> {
  return downloadFile('/statement', { from: period.from, to: period.to, format, lng }, token, `statement-${period.from}-${period.to}.${format}`);
}
