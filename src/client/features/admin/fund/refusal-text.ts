import type { TFunction } from 'i18next';
import { readFailure } from '../../../api/server-failure';
import { formatBdt } from '../../../../shared/format';

/**
 * The 409 refusals of an investment (money-types.ts InvestRefusal) in the admin's language, with the
 * figure the server sends: how much the investor's wallet is short, or what the target still takes.
 * null for any other failure (the caller shows the server's message).
 */
export function refusalText(error: unknown, t: TFunction, lng: string | undefined): string | null {
  const { status, code } = readFailure(error);
  if (status !== 409) return null;
  const data = (error as { data?: { missing?: unknown; remaining?: unknown } }).data ?? {};
  const figure = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatBdt(value, lng) : null);
  if (code === 'INSUFFICIENT_BALANCE') {
    const missing = figure(data.missing);
    return missing ? t('admin.fund.refusals.insufficientBy', { missing }) : t('admin.fund.refusals.insufficient');
  }
  if (code === 'FUNDING_TARGET_REACHED') {
    const remaining = figure(data.remaining);
    return remaining && data.remaining !== 0 ? t('admin.fund.refusals.targetRemaining', { remaining }) : t('admin.fund.refusals.targetReached');
  }
  if (code === 'PROJECT_CLOSED') return t('admin.fund.refusals.closed');
  if (code === 'PROJECT_NOT_OPEN_FOR_INVESTMENT') return t('admin.fund.refusals.notOpen');
  return null;
}
