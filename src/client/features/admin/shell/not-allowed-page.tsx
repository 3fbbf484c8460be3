import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../components/use-page-title';

/** A signed-in investor who opens an /admin route (DECISIONS.md: non-admins are sent away). */
export function NotAllowedPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.shell.notAllowed.title'), t('pages.admin'));
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', my: { xs: 4, md: 8 }, p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <BlockIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, my: 1.5 }}>
        {t('admin.shell.notAllowed.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('admin.shell.notAllowed.text')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('admin.shell.notAllowed.home')}
      </Button>
    </Paper>
  );
}
