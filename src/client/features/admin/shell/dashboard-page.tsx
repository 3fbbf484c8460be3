import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { AdminSidebar, TAB_PANEL_ID } from './admin-sidebar';
import { DashboardHeader } from './dashboard-header';
import { ADMIN_TABS } from './tabs';
import { useAdminTab } from './use-admin-tab';

const PANEL_HEADING_ID = 'admin-tabpanel-heading';

/**
 * The admin dashboard (spec section 2). /admin/dashboard opens on the users tab; /admin, the admin
 * investment list, is the same layout opening on the projects tab. Only the active tab is mounted,
 * so choosing a tab loads it afresh (the projects tab refetches, as the spec asks).
 */
export function DashboardPage({ defaultTab = 'users' }: { defaultTab?: string }) {
  const { t } = useTranslation();
  // noSsr: read the screen size on the first render, so a desktop never flashes the drawer layout.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { tab, selectTab } = useAdminTab(defaultTab);
  const { Component } = tab;

  const choose = (id: string) => {
    setMenuOpen(false);
    selectTab(id);
  };

  return (
    <Box>
      <DashboardHeader
        wide={wide}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
        onSearchChange={setSearch}
        // Spec: the Search button switches to the projects tab, which filters by the same text.
        onSearch={(text) => {
          setSearch(text);
          choose('projects');
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'stretch', minHeight: { md: 520 } }}>
        <AdminSidebar tabs={ADMIN_TABS} activeId={tab.id} onSelect={choose} wide={wide} open={menuOpen} onClose={() => setMenuOpen(false)} />
        <Box role="tabpanel" id={TAB_PANEL_ID} aria-labelledby={PANEL_HEADING_ID} sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
          <Typography id={PANEL_HEADING_ID} variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 2 }}>
            {t(tab.labelKey)}
          </Typography>
          {/* A new boundary per tab: the router navigates in a transition, which would otherwise keep the
              old tab on screen (and selected) until the new tab's code has loaded. */}
          <Suspense key={tab.id} fallback={<PageLoader />}>
            <Component search={search} />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
