import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../../shared/localized';
import { Link as RouterLink } from 'react-router-dom';
import { formatBdt, formatDate } from '../../../../shared/format';
import type { HoldingDto } from '../../../../shared/money-types';
import { formatProjectShare } from '../../../../shared/project-share';
import { useMyHoldingsQuery } from '../money-api';
import { CertificateButton } from './certificate-button';
import { SectionLoadError } from '../../../components/section-load-error';

/** One holding: the project (a link to it), its capital, profit, loss, share and since when, and its certificate. */
function HoldingItem({ holding }: { holding: HoldingDto }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const title = localized(holding.title, holding.titleBn, lng);
  const figures = [
    { label: t('profile.holdings.principal'), value: formatBdt(holding.principal, lng) },
    { label: t('profile.holdings.profit'), value: formatBdt(holding.profit, lng) },
    { label: t('profile.holdings.loss'), value: formatBdt(holding.loss, lng) },
    { label: t('profile.holdings.share'), value: formatProjectShare(holding.sharePercent, lng) },
    { label: t('profile.holdings.since'), value: formatDate(holding.since, lng) },
  ];
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Link component={RouterLink} to={`/investments/details/${encodeURIComponent(holding.projectId)}`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {title}
      </Link>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' } }}>
        {figures.map(({ label, value }) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <CertificateButton projectId={holding.projectId} title={title} />
      </Box>
    </Box>
  );
}

/** What the investor owns: capital per project as the accounts say it, newest first (the server's order). */
export function MyHoldings() {
  const { t } = useTranslation();
  const { data: holdings, isLoading, isError, refetch } = useMyHoldingsQuery();

  let body;
  if (isLoading) body = <CircularProgress size={24} aria-label={t('profile.holdings.loading')} />;
  else if (isError) body = <SectionLoadError message={t('profile.holdings.loadError')} retryText={t('profile.tryAgain')} onRetry={() => void refetch()} />;
  else if (!holdings?.length)
    body = (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography color="text.secondary">{t('profile.holdings.empty')}</Typography>
        <Button component={RouterLink} to="/investment/all" variant="outlined" size="small">
          {t('profile.holdings.browse')}
        </Button>
      </Box>
    );
  else
    body = (
      <Box component="ul" aria-labelledby="profile-holdings-title" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {holdings.map((holding) => (
          <HoldingItem key={holding.projectId} holding={holding} />
        ))}
      </Box>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-holdings-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="profile-holdings-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('profile.holdings.title')}
      </Typography>
      {body}
    </Paper>
  );
}
