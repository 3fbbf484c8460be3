import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WithdrawalDto, WithdrawalStatus } from '../../../../../shared/withdrawal-types';
import { formatBdt } from '../../../../../shared/format';
import { localized } from '../../../../../shared/localized';

const COLORS = { pending: 'warning', paid: 'success', rejected: 'error', cancelled: 'default' } as const;

export function WithdrawalStatusChip({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLORS[status]} variant={status === 'pending' ? 'outlined' : 'filled'} label={t(`admin.withdrawals.status.${status}`)} />;
}

/** The payment reference of a paid one, or the reason of a rejected one (in the admin's language where written), under its status. */
export function DecisionNote({ withdrawal }: { withdrawal: WithdrawalDto }) {
  const { t, i18n } = useTranslation();
  const remarks = localized(withdrawal.adminRemarks, withdrawal.adminRemarksBn, i18n.language);
  const lines = [
    withdrawal.paymentReference ? t('admin.withdrawals.table.paymentReference', { reference: withdrawal.paymentReference }) : null,
    remarks ? t('admin.withdrawals.table.remarks', { remarks }) : null,
  ].filter((line): line is string => line !== null);
  return lines.map((line) => (
    <Typography key={line} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, maxWidth: 240, overflowWrap: 'anywhere' }}>
      {line}
    </Typography>
  ));
}

/** Review, offered only for a pending withdrawal. */
export function ReviewButton({ withdrawal, onReview }: { withdrawal: WithdrawalDto; onReview: (withdrawal: WithdrawalDto) => void }) {
  const { t, i18n } = useTranslation();
  if (withdrawal.status !== 'pending') return null;
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => onReview(withdrawal)}
      aria-label={t('admin.withdrawals.review.openLabel', {
        name: withdrawal.userId.fullname,
        amount: formatBdt(withdrawal.amount, i18n.language),
        reference: withdrawal.reference,
      })}
    >
      {t('admin.withdrawals.review.open')}
    </Button>
  );
}
