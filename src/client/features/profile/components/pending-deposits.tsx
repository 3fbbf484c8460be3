import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBdt, formatDate } from '../../../../shared/format';
import type { PendingDepositDto } from '../../../../shared/portfolio-types';

/**
 * The receipt of each deposit not yet reviewed: amount, date, the reference to quote, and what happens
 * next. No time is promised: a review takes as long as matching the payment takes.
 */
export function PendingDeposits({ deposits, headingLevel }: { deposits: PendingDepositDto[]; headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  if (deposits.length === 0) return null;
  return (
    <Alert component="section" role="region" aria-labelledby="portfolio-pending-title" severity="info" sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }}>
      <Typography id="portfolio-pending-title" component={`h${headingLevel}`} sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1 }}>
        {t('portfolio.pending.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {deposits.map((deposit) => (
          <Box component="li" key={deposit._id}>
            <Typography sx={{ fontWeight: 600 }}>{t('portfolio.pending.line', { amount: formatBdt(deposit.amount, lng), date: formatDate(deposit.createdAt, lng) })}</Typography>
            <Typography variant="body2">{t('portfolio.pending.reference', { reference: deposit.reference })}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('portfolio.pending.next')}
      </Typography>
    </Alert>
  );
}
