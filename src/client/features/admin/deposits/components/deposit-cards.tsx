import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DepositDto } from '../../../../../shared/api-types';
import { formatBdt, formatDate } from '../../../../../shared/format';
import { DepositStatusChip } from '../../../../components/deposit-status-chip';
import { DepositRemarks, ReviewButton } from './deposit-parts';
import { PaymentReference } from './payment-reference';
import { ScreenshotThumbnail } from './screenshot-thumbnail';

/** The deposits on a phone: one card each, so investor, amount and Review show without sideways scrolling. */
export function DepositCards({ deposits, onReview }: { deposits: DepositDto[]; onReview: (deposit: DepositDto) => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Box component="ul" aria-label={t('admin.deposits.table.label')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {deposits.map((deposit) => (
        <Paper component="li" variant="outlined" key={deposit._id} sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {deposit.userId.fullname}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {deposit.userId.email}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatBdt(deposit.amount, lng)}</Typography>
          </Box>
          <Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <DepositStatusChip status={deposit.status} />
              <Typography variant="body2" color="text.secondary">
                {formatDate(deposit.createdAt, lng)}
              </Typography>
            </Box>
            <DepositRemarks deposit={deposit} />
            <PaymentReference deposit={deposit} />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <ScreenshotThumbnail url={deposit.screenshotUrl} name={deposit.userId.fullname} />
            <ReviewButton deposit={deposit} onReview={onReview} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
