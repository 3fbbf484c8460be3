import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBdt, formatDate } from '../../../../shared/format';
import { localized } from '../../../../shared/localized';
import type { WithdrawalDto } from '../../../../shared/withdrawal-types';
import { AccountText } from './account-text';
import { WithdrawalStatusChip } from './withdrawal-status-chip';

/**
 * One withdrawal: amount, reference, where it goes (last 4 digits only), when it was asked and decided,
 * and what the decision says: the payment's reference once paid, the reason when rejected.
 */
export function WithdrawalItem({ withdrawal, onCancel }: { withdrawal: WithdrawalDto; onCancel: (withdrawal: WithdrawalDto) => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { status } = withdrawal;
  // The reason in the reader's language, else the one the admin wrote.
  const reason = localized(withdrawal.adminRemarks, withdrawal.adminRemarksBn, lng);
  return (
    <Box component="li" sx={{ py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{formatBdt(withdrawal.amount, lng)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('withdraw.list.reference', { reference: withdrawal.reference })}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t(`withdraw.methods.${withdrawal.method}`)}: <AccountText method={withdrawal.method} account={withdrawal.account} masked />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('withdraw.list.requested', { date: formatDate(withdrawal.createdAt, lng) })}
        </Typography>
        {status !== 'pending' && withdrawal.decidedAt && (
          <Typography variant="body2" color="text.secondary">
            {t(`withdraw.list.decided.${status}`, { date: formatDate(withdrawal.decidedAt, lng) })}
          </Typography>
        )}
        {status === 'paid' && withdrawal.paymentReference && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('withdraw.list.paymentReference', { reference: withdrawal.paymentReference })}
          </Typography>
        )}
        {status === 'rejected' && reason && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('withdraw.list.reason', { reason })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <WithdrawalStatusChip status={status} />
        {status === 'pending' && (
          <Button
            size="small"
            color="error"
            variant="outlined"
            onClick={() => onCancel(withdrawal)}
            aria-label={t('withdraw.list.cancelLabel', { reference: withdrawal.reference })}
          >
            {t('withdraw.list.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
