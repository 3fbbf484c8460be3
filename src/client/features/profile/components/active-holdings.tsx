import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FigureGrid } from '../../../components/figure-grid';
import { Link as RouterLink } from 'react-router-dom';
import { formatBdt, formatDate, formatNumber } from '../../../../shared/format';
import { formatProjectShare } from '../../../../shared/project-share';
import { localized } from '../../../../shared/localized';
import type { PortfolioHoldingDto } from '../../../../shared/portfolio-types';

function HoldingLine({ holding }: { holding: PortfolioHoldingDto }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const figures = [
    { label: t('portfolio.holdings.principal'), value: formatBdt(holding.principal, lng) },
    { label: t('portfolio.holdings.share'), value: formatProjectShare(holding.sharePercent, lng) },
    {
      label: t('portfolio.holdings.expectedReturn'),
      value: holding.expectedReturn === null ? t('portfolio.holdings.notGiven') : `${formatNumber(holding.expectedReturn, lng, 2)}%`,
    },
    { label: t('portfolio.holdings.maturity'), value: holding.maturityDate ? formatDate(holding.maturityDate, lng) : t('portfolio.holdings.notGiven') },
    { label: t('portfolio.holdings.lastProfit'), value: holding.lastProfitAt ? formatDate(holding.lastProfitAt, lng) : t('portfolio.holdings.noProfitYet') },
  ];
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Link component={RouterLink} to={`/investments/details/${encodeURIComponent(holding.projectId)}`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {localized(holding.title, holding.titleBn, lng)}
      </Link>
      <FigureGrid figures={figures} />
    </Box>
  );
}

/** Each active holding with what an investor checks: amount, share, expected return, maturity and the last profit. */
export function ActiveHoldings({ holdings, headingLevel }: { holdings: PortfolioHoldingDto[]; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="portfolio-holdings-title" sx={{ mt: 3 }}>
      <Typography id="portfolio-holdings-title" component={`h${headingLevel}`} sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
        {t('portfolio.holdings.title')}
      </Typography>
      {holdings.length === 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Typography color="text.secondary">{t('portfolio.holdings.empty')}</Typography>
          <Button component={RouterLink} to="/investment/all" variant="outlined" size="small">
            {t('portfolio.holdings.browse')}
          </Button>
        </Box>
      ) : (
        <Box component="ul" aria-labelledby="portfolio-holdings-title" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {holdings.map((holding) => (
            <HoldingLine key={holding.projectId} holding={holding} />
          ))}
        </Box>
      )}
    </Box>
  );
}
