import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn } from '../../../api/session-slice';
import { LanguageSelector } from '../../../components/language-selector';
import { LanguageToggle } from '../../../components/language-toggle';
import { useSignOut } from '../../../components/layout/use-sign-out';

/**
 * The language switch and Sign out, which the public header carries elsewhere: /admin pages show only
 * the dashboard's header, so they live here. Phones get the one-tap language toggle.
 */
export function AccountActions() {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const signOut = useSignOut();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <LanguageSelector id="admin-language-selector" />
      </Box>
      <LanguageToggle />
      {signedIn && (
        <Button onClick={signOut} size="small" startIcon={<LogoutIcon aria-hidden />} sx={{ whiteSpace: 'nowrap', color: 'text.primary' }}>
          {t('nav.signOut')}
        </Button>
      )}
    </Box>
  );
}
