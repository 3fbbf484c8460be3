import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_TABS, type AdminTab } from './tabs';

/**
 * The active tab lives in the URL (`?tab=`), so a reload, a shared link or Back keeps it. An unknown
 * or missing value shows the first tab (users).
 */
// Tabs that were renamed: an old bookmark or mail link still opens what it meant.
const RENAMED: Record<string, string> = { bank: 'payment-accounts' };

export function useAdminTab(): { tab: AdminTab; selectTab: (id: string) => void } {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const requested = asked === null ? null : (RENAMED[asked] ?? asked);
  const tab = ADMIN_TABS.find((t) => t.id === requested) ?? ADMIN_TABS[0]!;
  const selectTab = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      }),
    [setParams],
  );
  return { tab, selectTab };
}
