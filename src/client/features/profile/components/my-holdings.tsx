import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FigureGrid } from '../../../components/figure-grid';
import { localized } from '../../../../shared/localized';
import { Link as RouterLink } from 'react-router-dom';
import { formatBdt, formatDate, formatPercent } from '../../../../shared/format';
import type { HoldingDto } from '../../../../shared/money-types';
import { formatProjectShare } from '../../../../shared/project-share';
import { useMyHoldingsQuery } from '../money-api';
import { CertificateButton } from './certificate-button';
import { SectionLoadError } from '../../../components/section-load-error';

/**
 * One holding: the project (a link to it) and its certificate; an active one with its capital, profit,
 * loss, share and since when, a completed one with what went in, was earned, lost and came back.
 */
function HoldingItem({ holding }: { holding: HoldingDto }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const title = localized(holding.title, holding.titleBn, lng);
  const figures =
    holding.status === 'completed'
      ? [
          { label: t('profile.holdings.invested'), value: formatBdt(holding.invested, lng) },
          { label: t('profile.holdings.earned'), value: formatBdt(holding.profit, lng) },
          { label: t('profile.holdings.lost'), value: formatBdt(holding.loss, lng) },
          { label: t('profile.holdings.returned'), value: formatBdt(holding.returned, lng) },
          { label: t('profile.holdings.realisedReturn'), value: formatPercent(holding.realisedReturnPercent, lng) },
        ]
      : [
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
      {holding.completedAt && (
        <Typography variant="body2" color="text.secondary">
          {t('profile.holdings.completedOn', { date: formatDate(holding.completedAt, lng) })}
        </Typography>
      )}
      <FigureGrid figures={figures} />
      <Box sx={{ mt: 1.5 }}>
        <CertificateButton projectId={holding.projectId} title={title} />
      </Box>
    </Box>
  );
}

/** A titled list of holdings (Active or Completed), newest first as the server sends them. */
function HoldingGroup({ id, title, holdings }: { id: string; title: string; holdings: HoldingDto[] }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 1 }}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {holdings.map((holding) => (
          <HoldingItem key={holding.projectId} holding={holding} />
        ))}
      </Box>
    </Box>
  );
}

/** What the investor owns and owned: Active and Completed holdings as the accounts say them. */
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
  else {
    const active = holdings.filter((holding) => holding.status !== 'completed');
    const completed = holdings.filter((holding) => holding.status === 'completed');
    body = (
      <>
        {active.length > 0 ? (
          <HoldingGroup id="profile-holdings-active" title={t('profile.holdings.active')} holdings={active} />
        ) : (
          <Typography color="text.secondary">{t('profile.holdings.noActive')}</Typography>
        )}
        {completed.length > 0 && <HoldingGroup id="profile-holdings-completed" title={t('profile.holdings.completed')} holdings={completed} />}
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-holdings-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="profile-holdings-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('profile.holdings.title')}
      </Typography>
      {body}
    </Paper>
  );
}
