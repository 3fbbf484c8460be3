import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LanguageSelector } from '../language-selector';
import { MAIN_NAV, type NavItem } from './use-nav-items';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  items: NavItem[];
  onSignOut: () => void;
}

/** The small-screen menu: the same links as the nav bar, in a drawer. */
export function MobileMenu({ open, onClose, signedIn, items, onSignOut }: MobileMenuProps) {
  const { t } = useTranslation();
  const links = [...MAIN_NAV, ...items];
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { id: 'mobile-menu', 'aria-label': t('nav.menu'), sx: { width: 280 } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label={t('nav.main')}>
        <List>
          {/* Each entry in its own <li>: a list may hold list items only, or screen readers miscount it. */}
          {links.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton component={NavLink} to={item.to} onClick={onClose}>
                <ListItemText primary={t(item.labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
          {signedIn && (
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  onSignOut();
                }}
              >
                <ListItemText primary={t('nav.signOut')} />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </nav>
      <Divider />
      <Box sx={{ p: 2 }}>
        <LanguageSelector id="language-selector-mobile" fullWidth />
      </Box>
    </Drawer>
  );
}
