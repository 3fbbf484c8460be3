import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGetTrustQuery } from '../../../../api/trust-api';
import { AdvisorsList } from './advisors-list';
import { CompanyForm } from './company-form';
import { ContractTextsForm } from './contract-texts-form';

/** The admin "Settings" tab: the company, its signatory and contract texts that every page, mail and PDF states, and the Shariah board. */
export function SettingsTab(_props: { search?: string }) {
  const { t } = useTranslation();
  const { data, error, isFetching, refetch } = useGetTrustQuery(undefined, { refetchOnMountOrArgChange: true });

  let body;
  if (data === undefined && error && !isFetching) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('settings.retry')}
          </Button>
        }
      >
        {t('settings.loadFailed')}
      </Alert>
    );
  } else if (data === undefined) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('settings.loading')}</Typography>
      </Box>
    );
  } else {
    body = (
      <>
        <CompanyForm company={data.company} />
        <Divider />
        <ContractTextsForm contracts={data.contracts} />
        <Divider />
        <AdvisorsList advisors={data.advisors} />
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="admin-settings-title" sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box>
        <Typography id="admin-settings-title" variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
          {t('settings.title')}
        </Typography>
        <Typography color="text.secondary">{t('settings.intro')}</Typography>
      </Box>
      {body}
    </Box>
  );
}
