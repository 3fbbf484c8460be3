import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTrustQuery } from '../../../api/trust-api';
import { AdvisorCard } from './advisor-card';
import { CompanyDetails } from './company-details';
import { InfoPageLayout } from './info-page-layout';

/** A titled part of the page below the fixed text; its heading names it for screen readers. */
function Part({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * /shariah-governance: what Shariah governance means here (fixed text), then the Shariah
 * advisors and the company's registration, as the admins keep them in the Settings tab.
 */
export function ShariahGovernancePage() {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useGetTrustQuery();

  let content: ReactNode;
  if (isLoading) {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 5 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('governance.loading')}</Typography>
      </Box>
    );
  } else if (!data || error) {
    content = (
      <Alert
        severity="error"
        sx={{ mt: 5 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('governance.retry')}
          </Button>
        }
      >
        {t('governance.loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <>
        <Part title={t('governance.advisorsTitle')} intro={t('governance.advisorsIntro')}>
          {data.advisors.length === 0 ? (
            <Typography>{t('governance.noAdvisors')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              {data.advisors.map((advisor) => (
                <AdvisorCard key={advisor._id} advisor={advisor} />
              ))}
            </Box>
          )}
        </Part>
        <Part title={t('governance.companyTitle')} intro={t('governance.companyIntro')}>
          {data.company ? <CompanyDetails company={data.company} /> : <Typography>{t('governance.noCompany')}</Typography>}
        </Part>
      </>
    );
  }

  return <InfoPageLayout base="governance" sections={['meaning']} after={content} />;
}
