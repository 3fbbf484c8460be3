import type { TFunction } from 'i18next';
import { formatNumber } from '../../shared/format';

/** A document's size as a reader says it: '৩৪০ কেবি', '1.2 MB'. */
export function documentSizeText(bytes: number, t: TFunction, lng: string): string {
  if (bytes < 1024 * 1024) return t('details.documents.sizeKb', { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), lng, 0) });
  return t('details.documents.sizeMb', { size: formatNumber(bytes / (1024 * 1024), lng, 1) });
}
