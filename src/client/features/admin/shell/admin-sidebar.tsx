import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useTabLabels } from './tab-label';
import type { AdminTab } from './tabs';

export const SIDEBAR_ID = 'admin-sidebar';
export const TAB_PANEL_ID = 'admin-tabpanel';
const SIDEBAR_WIDTH = 220;

interface AdminSidebarProps {
  tabs: AdminTab[];
  /** false where no tab is shown (/admin's investment list). */
  activeId: string | false;
  onSelect: (id: string) => void;
  /** md and up: a permanent side nav; below: a drawer opened from the header's menu button. */
  wide: boolean;
  open: boolean;
  onClose: () => void;
}

/** The dashboard's tabs (spec section 2: "a sidebar that toggles on small screens"). */
export function AdminSidebar({ tabs, activeId, onSelect, wide, open, onClose }: AdminSidebarProps) {
  const { t } = useTranslation();
  const labelOf = useTabLabels();
  const tabList = (
    <Tabs
      orientation="vertical"
      value={activeId}
      onChange={(_event, id: string) => onSelect(id)}
      aria-label={t('admin.shell.sectionsLabel')}
      // Sentence case: upper case does not exist in Bengali, and the two languages should read alike.
      sx={{ '& .MuiTab-root': { alignItems: 'flex-start', textAlign: 'start', minHeight: 48, textTransform: 'none', fontSize: '0.95rem' } }}
    >
      {tabs.map((tab) => {
        const { label, ariaLabel } = labelOf(tab);
        return <Tab key={tab.id} value={tab.id} id={`admin-tab-${tab.id}`} aria-controls={TAB_PANEL_ID} label={label} aria-label={ariaLabel} />;
      })}
    </Tabs>
  );

  if (wide) {
    return (
      <Box component="nav" id={SIDEBAR_ID} aria-label={t('admin.shell.sectionsLabel')} sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', py: 1 }}>
        {tabList}
      </Box>
    );
  }
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { id: SIDEBAR_ID, 'aria-label': t('admin.shell.menuLabel'), sx: { width: 260 } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label={t('admin.shell.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label={t('admin.shell.sectionsLabel')}>{tabList}</nav>
    </Drawer>
  );
}
