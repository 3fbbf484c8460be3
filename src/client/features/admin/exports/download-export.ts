import { downloadFile } from '../../../api/download-file';
import type { ExportKind } from '../../../../shared/schemas/exports';
import { exportParams, type ExportValues } from './export-form';

/** Downloads one export's CSV for the chosen dates; the server names the file. */
export function downloadExport(kind: ExportKind, dates: ExportValues, token: string | null): Promise<void> {
  return downloadFile(`/exports/${kind}.csv`, exportParams(dates), token, `${kind}.csv`);
}
