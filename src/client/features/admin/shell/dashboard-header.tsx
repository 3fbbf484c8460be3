import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLink } from '../../../components/layout/brand-link';
import { AccountActions } from './account-actions';
import { SIDEBAR_ID } from './admin-sidebar';
import { DashboardSearch } from './dashboard-search';

interface DashboardHeaderProps {
  /** Below md the sidebar is a drawer, opened by the menu button shown here. */
  wide: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
  initialSearch?: string;
  onSearchChange: (text: string) => void;
  onSearch: (text: string) => void;
}

/**
 * Logo, product name, 'Admin Dashboard', the search box and '+ Add Project' (spec section 2); plus the
 * language switch and Sign out, since /admin pages have no other header.
 */
export function DashboardHeader({ wide, menuOpen, onOpenMenu, initialSearch, onSearchChange, onSearch }: DashboardHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1.5, md: 2 }, px: { xs: 2, md: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', flex: '1 1 auto' }}>
        {!wide && (
          <IconButton edge="start" aria-label={t('admin.shell.openMenu')} aria-controls={SIDEBAR_ID} aria-expanded={menuOpen} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <BrandLink color="primary.main" />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, fontWeight: 700 }}>
          {t('admin.shell.title')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {!wide && <AccountActions />}
      </Box>
      {/* A basis below its full width, so at 1280 px the English header is one row and the search takes what is left. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', flex: { xs: '1 1 100%', md: '1 1 420px' }, maxWidth: { md: 640 } }}>
        <DashboardSearch initialValue={initialSearch} onSearchChange={onSearchChange} onSubmit={onSearch} />
        <Button component={RouterLink} to="/admin/project/create" variant="contained" startIcon={<AddIcon aria-hidden />} sx={{ flexShrink: 0, height: 40 }}>
          {t('admin.shell.addProject')}
        </Button>
      </Box>
      {wide && <AccountActions />}
    </Box>
  );
}
