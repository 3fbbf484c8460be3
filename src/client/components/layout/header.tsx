import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LanguageSelector } from '../language-selector';
import { LanguageToggle } from '../language-toggle';
import { BrandLink } from './brand-link';
import { MAIN_NAV, useAccountNav } from './use-nav-items';
import { useSignOut } from './use-sign-out';

// The drawer (and MUI's modal code) loads the first time the menu opens, not with the page.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
// Only a signed-in person has an inbox: a visitor's first load does not carry the bell.
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })));

const navButtonSx = { color: 'text.primary', '&.active': { color: 'primary.main', fontWeight: 700 } } as const;

export function Header() {
  const { t } = useTranslation();
  const { signedIn, items } = useAccountNav();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
          <BrandLink color="primary.main" />
          <Box component="nav" aria-label={t('nav.main')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
            {MAIN_NAV.map((item) => (
              <Button key={item.to} component={NavLink} to={item.to} sx={navButtonSx}>
                {t(item.labelKey)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
            {items.map((item, index) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                variant={!signedIn && index === 1 ? 'contained' : 'text'}
                sx={!signedIn && index === 1 ? undefined : navButtonSx}
              >
                {t(item.labelKey)}
              </Button>
            ))}
            {signedIn && (
              <Button onClick={signOut} sx={navButtonSx}>
                {t('nav.signOut')}
              </Button>
            )}
            <LanguageSelector />
          </Box>
          {signedIn && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <LanguageToggle />
          <IconButton
            sx={{ display: { md: 'none' } }}
            aria-label={t('nav.openMenu')}
            aria-controls="mobile-menu"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} signedIn={signedIn} items={items} onSignOut={signOut} />
        </Suspense>
      )}
    </AppBar>
  );
}
