import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CERTIFICATE_NUMBER, normaliseCertificateNumber } from '../../../../shared/certificate-verify';
import { usePageTitle } from '../../../components/use-page-title';
import { useVerifyCertificateQuery } from '../api';
import { VerifyForm } from './verify-form';
import { VerifyResult } from './verify-result';

const statusOf = (error: unknown): unknown => (error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined);

/**
 * /verify and /verify/{number}: anyone, signed in or not, checks that a certificate is one the
 * company issued, from its QR code or its printed number, in either language.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const params = useParams<{ number?: string }>();
  const number = params.number ? normaliseCertificateNumber(params.number) : null;
  const wellFormed = number !== null && CERTIFICATE_NUMBER.test(number);
  const { data, error, isFetching, refetch } = useVerifyCertificateQuery(number ?? '', { skip: !wellFormed });
  usePageTitle(number ?? undefined, t('verify.title'));

  let result: ReactNode = null;
  if (number !== null && !wellFormed) {
    result = <Alert severity="warning">{t('verify.malformed', { number })}</Alert>;
  } else if (wellFormed && isFetching) {
    result = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('verify.loading')}</Typography>
      </Box>
    );
  } else if (wellFormed && error) {
    const status = statusOf(error);
    result =
      status === 404 ? (
        <Alert severity="error">{t('verify.notFound', { number })}</Alert>
      ) : (
        <Alert
          severity="error"
          action={
            status === 429 ? undefined : (
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('verify.retry')}
              </Button>
            )
          }
        >
          {status === 429 ? t('verify.tooMany') : t('verify.failed')}
        </Alert>
      );
  } else if (wellFormed && data) {
    result = <VerifyResult certificate={data.certificate} />;
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t('verify.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('verify.intro')}
      </Typography>
      {result && (
        <Box aria-live="polite" sx={{ mb: 4 }}>
          {result}
        </Box>
      )}
      {number !== null && (
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          {t('verify.another')}
        </Typography>
      )}
      {/* Keyed by the number, so opening another certificate's address starts the form afresh. */}
      <VerifyForm key={number ?? ''} label={t('verify.title')} />
    </Container>
  );
}
