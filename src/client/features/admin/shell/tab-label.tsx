import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format';
import { usePendingDepositCountQuery } from '../deposits/api';
import type { AdminTab } from './tabs';

/** Recounted every minute while the page is in view; a review recounts at once (its tag). */
const PENDING_POLL_MS = 60_000;

/**
 * What a sidebar tab shows and is called: its name, and for Deposits the number waiting for a
 * decision (issue 15), hidden at 0. The visible number is hidden from screen readers, which read
 * "Deposits, 3 pending" from the tab's name instead.
 */
export function useTabLabels(): (tab: AdminTab) => { label: ReactNode; ariaLabel?: string } {
  const { t, i18n } = useTranslation();
  const { data: pending = 0 } = usePendingDepositCountQuery(undefined, { pollingInterval: PENDING_POLL_MS, skipPollingIfUnfocused: true });
  return (tab) => {
    const name = t(tab.labelKey);
    if (tab.id !== 'deposits' || pending <= 0) return { label: name };
    const count = formatNumber(pending, i18n.language);
    return {
      label: (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {name}
          <Box
            component="span"
            aria-hidden
            data-testid="pending-deposits-badge"
            sx={{ minWidth: 22, height: 22, px: 0.75, borderRadius: 11, bgcolor: 'error.main', color: 'error.contrastText', fontSize: '0.75rem', fontWeight: 700, lineHeight: '22px', textAlign: 'center' }}
          >
            {count}
          </Box>
        </Box>
      ),
      ariaLabel: t('admin.shell.pendingDeposits', { label: name, pending: count }),
    };
  };
}
