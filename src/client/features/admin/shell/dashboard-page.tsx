import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/use-page-title';
import { AdminLayout, PANEL_HEADING_ID } from './admin-layout';
import { useAdminTab } from './use-admin-tab';

/** What /admin's Search passes on when it opens the projects tab here. */
export interface DashboardSearchState {
  search: string;
}

const searchIn = (state: unknown): string => {
  const search = (state as Partial<DashboardSearchState> | null)?.search;
  return typeof search === 'string' ? search : '';
};

/**
 * The admin dashboard (spec section 2) at /admin/dashboard, opening on the users tab. Only the active
 * tab is mounted, so choosing a tab loads it afresh (the projects tab refetches, as the spec asks).
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [initialSearch] = useState(() => searchIn(location.state));
  const [search, setSearch] = useState(initialSearch);
  const { tab, selectTab } = useAdminTab();
  const { Component } = tab;
  usePageTitle(t(tab.labelKey), t('pages.admin'));

  return (
    <AdminLayout
      activeTab={tab.id}
      onSelectTab={selectTab}
      initialSearch={initialSearch}
      onSearchChange={setSearch}
      // Spec: the Search button switches to the projects tab, which filters by the same text.
      onSearch={(text) => {
        setSearch(text);
        selectTab('projects');
      }}
    >
      <Typography id={PANEL_HEADING_ID} variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 2 }}>
        {t(tab.labelKey)}
      </Typography>
      {/* A new boundary per tab: the router navigates in a transition, which would otherwise keep the
          old tab on screen (and selected) until the new tab's code has loaded. */}
      <Suspense key={tab.id} fallback={<PageLoader />}>
        <Component search={search} />
      </Suspense>
    </AdminLayout>
  );
}
