import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format';
import { usePendingDepositCountQuery } from '../deposits/api';
import { usePendingWithdrawalCountQuery } from '../withdrawals/api';
import type { AdminTab } from './tabs';

/** Recounted every minute while the page is in view; a decision recounts at once (its tag). */
const PENDING_POLL_MS = 60_000;
const POLLING = { pollingInterval: PENDING_POLL_MS, skipPollingIfUnfocused: true };

/** The tabs that count what waits for an administrator: the badge's test id and the tab's spoken name. */
const COUNTED: Record<string, { testId: string; ariaKey: string }> = {
  deposits: { testId: 'pending-deposits-badge', ariaKey: 'admin.shell.pendingDeposits' },
  withdrawals: { testId: 'pending-withdrawals-badge', ariaKey: 'admin.withdrawals.tabPending' },
};

/**
 * What a sidebar tab shows and is called: its name, and for Deposits and Withdrawals
 * the number waiting for a decision, hidden at 0. The visible number is hidden from
 * screen readers, which read "Deposits, 3 pending" from the tab's name instead.
 */
export function useTabLabels(): (tab: AdminTab) => { label: ReactNode; ariaLabel?: string } {
  const { t, i18n } = useTranslation();
  const { data: deposits = 0 } = usePendingDepositCountQuery(undefined, POLLING);
  const { data: withdrawals = 0 } = usePendingWithdrawalCountQuery(undefined, POLLING);
  const pendingOf: Record<string, number> = { deposits, withdrawals };
  return (tab) => {
    const name = t(tab.labelKey);
    const counted = COUNTED[tab.id];
    const pending = pendingOf[tab.id] ?? 0;
    if (!counted || pending <= 0) return { label: name };
    const count = formatNumber(pending, i18n.language);
    return {
      label: (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {name}
          <Box
            component="span"
            aria-hidden
            data-testid={counted.testId}
            sx={{
              minWidth: 22,
              height: 22,
              px: 0.75,
              borderRadius: 11,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              fontSize: '0.75rem',
              fontWeight: 700,
              lineHeight: '22px',
              textAlign: 'center',
            }}
          >
            {count}
          </Box>
        </Box>
      ),
      ariaLabel: t(counted.ariaKey, { label: name, pending: count }),
    };
  };
}
