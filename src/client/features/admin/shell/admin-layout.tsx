import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { PaymentChangesNotice } from '../payment-changes/components/payment-changes-notice';
import { AdminSidebar, TAB_PANEL_ID } from './admin-sidebar';
import { DashboardHeader } from './dashboard-header';
import { LedgerLine } from './ledger-line';
import { ADMIN_TABS } from './tabs';

export const PANEL_HEADING_ID = 'admin-tabpanel-heading';

interface AdminLayoutProps {
  /** The dashboard tab shown in the panel, or false where the panel shows no tab (/admin's investment list). */
  activeTab: string | false;
  onSelectTab: (id: string) => void;
  /** The search box's text when the page opens (carried from /admin's Search to the dashboard). */
  initialSearch?: string;
  onSearchChange: (text: string) => void;
  onSearch: (text: string) => void;
  /** The panel's content; a tab's panel is named by the heading with id PANEL_HEADING_ID in it. */
  children: ReactNode;
}

/**
 * The admin layout (spec section 2): the dashboard's header and its sidebar of tabs, around a panel.
 * /admin/dashboard shows a tab in it; /admin shows the investment list.
 */
export function AdminLayout({ activeTab, onSelectTab, initialSearch, onSearchChange, onSearch, children }: AdminLayoutProps) {
  // noSsr: read the screen size on the first render, so a desktop never flashes the drawer layout.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <Box>
      <DashboardHeader
        wide={wide}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
        initialSearch={initialSearch}
        onSearchChange={onSearchChange}
        onSearch={(text) => {
          setMenuOpen(false);
          onSearch(text);
        }}
      />
      {/* The skip link's target (AdminShell): everything past the dashboard header. The ledger line, the
          payment account changes and the sidebar sit inside it, so every part of the page is in a landmark. */}
      <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
        <LedgerLine />
        <PaymentChangesNotice />
        <Box sx={{ display: 'flex', alignItems: 'stretch', minHeight: { md: 520 } }}>
          <AdminSidebar
            tabs={ADMIN_TABS}
            activeId={activeTab}
            onSelect={(id) => {
              setMenuOpen(false);
              onSelectTab(id);
            }}
            wide={wide}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
          />
          {/* The tabs' aria-controls point here, so the panel keeps its id when it shows no tab. */}
          <Box
            role={activeTab ? 'tabpanel' : undefined}
            id={TAB_PANEL_ID}
            aria-labelledby={activeTab ? PANEL_HEADING_ID : undefined}
            sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}
          >
            {children}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
