import { downloadFile } from '../../../api/download-file';
import { filterParams, type ActivityFilters } from './activity-filters';

/** Downloads the audit trail's CSV export with the current filters. */
export function downloadActivityCsv(filters: ActivityFilters, token: string | null): Promise<void> {
  return downloadFile('/audit/export.csv', filterParams(filters), token, 'activity.csv');
}
