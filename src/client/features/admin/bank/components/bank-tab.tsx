import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../shared/format';
import { useGetBankQuery } from '../api';
import { BankForm } from './bank-form';

/** The admin bank tab: the details investors pay deposits into. */
export function BankTab(_props: { search?: string }) {
  const { t, i18n } = useTranslation();
  const { data: bank, error, isFetching, refetch } = useGetBankQuery(undefined, { refetchOnMountOrArgChange: true });

  let body;
  if (bank === undefined && error && !isFetching) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('admin.bank.retry')}
          </Button>
        }
      >
        {t('admin.bank.loadFailed')}
      </Alert>
    );
  } else if (bank === undefined) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('admin.bank.loading')}</Typography>
      </Box>
    );
  } else {
    body = (
      <>
        {bank ? (
          <Typography variant="body2" color="text.secondary">
            {t('admin.bank.lastUpdated', { date: formatDate(bank.updatedAt, i18n.language) })}
          </Typography>
        ) : (
          // The spec's exact text, and the hint on a line of its own.
          <Alert severity="info">
            <Typography variant="body2">{t('admin.bank.none')}</Typography>
            <Typography variant="body2">{t('admin.bank.noneHint')}</Typography>
          </Alert>
        )}
        <BankForm bank={bank} />
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="admin-bank-title" sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="admin-bank-title" variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
          {t('admin.bank.title')}
        </Typography>
        <Typography color="text.secondary">{t('admin.bank.intro')}</Typography>
      </Box>
      {body}
    </Box>
  );
}
