import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WithdrawalDto } from '../../../../../shared/withdrawal-types';
import { formatBdt, formatDate } from '../../../../../shared/format';
import { AccountDetails } from './account-details';
import { HoldWarning } from './hold-warning';
import { DecisionNote, ReviewButton, WithdrawalStatusChip } from './withdrawal-parts';

/** The withdrawals on a phone: one card each, so the account details and Review fit without sideways scrolling. */
export function WithdrawalCards({ withdrawals, onReview }: { withdrawals: WithdrawalDto[]; onReview: (withdrawal: WithdrawalDto) => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Box component="ul" aria-label={t('admin.withdrawals.table.label')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {withdrawals.map((withdrawal) => (
        <Paper component="li" variant="outlined" key={withdrawal._id} sx={{ p: 2, display: 'grid', gap: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {withdrawal.userId.fullname}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {withdrawal.userId.email}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatBdt(withdrawal.amount, lng)}</Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <WithdrawalStatusChip status={withdrawal.status} />
            <Typography variant="body2" color="text.secondary">
              {formatDate(withdrawal.createdAt, lng)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {withdrawal.reference}
            </Typography>
          </Box>
          <DecisionNote withdrawal={withdrawal} />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.25 }}>
              {t(`admin.withdrawals.method.${withdrawal.method}`)}
            </Typography>
            <AccountDetails withdrawal={withdrawal} />
          </Box>
          {withdrawal.status === 'pending' && <HoldWarning hold={withdrawal.hold} />}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <ReviewButton withdrawal={withdrawal} onReview={onReview} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
