import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/toast-provider';
import { useGetAppConfigQuery } from '../api';
import { promptInstall, useInstallState } from '../install-prompt';
import { usePageTitle } from '../../../components/use-page-title';
import { InstallInstructions } from './install-instructions';

/** /download: install the web app (or read how to), and a store link when the deployment has one. */
export function DownloadPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.download'));
  const { enqueueSnackbar } = useSnackbar();
  const { canPrompt, installed } = useInstallState();
  const { data: appConfig } = useGetAppConfigQuery();
  const storeUrl = appConfig?.appStoreUrl ?? null;

  const install = async () => {
    const outcome = await promptInstall();
    if (outcome === 'accepted') enqueueSnackbar(t('download.installedToast'), { variant: 'success', autoHideDuration: 5000 });
  };

  let body;
  if (installed) {
    body = (
      <Alert icon={<CheckCircleIcon fontSize="inherit" />} severity="success">
        {t('download.alreadyInstalled')}
      </Alert>
    );
  } else if (canPrompt) {
    body = (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
          {t('download.installTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('download.installText')}</Typography>
        <Button variant="contained" size="large" onClick={() => void install()}>
          {t('download.installButton')}
        </Button>
      </Paper>
    );
  } else {
    body = <InstallInstructions />;
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('pages.download')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('download.intro')}
      </Typography>
      {body}
      {storeUrl && (
        <Box sx={{ mt: 4 }}>
          <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
            {t('download.storeTitle')}
          </Typography>
          <Button variant="outlined" href={storeUrl} target="_blank" rel="noopener noreferrer">
            {t('download.storeLink')}
          </Button>
        </Box>
      )}
    </Container>
  );
}
