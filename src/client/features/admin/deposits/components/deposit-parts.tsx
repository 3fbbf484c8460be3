import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DepositDto } from '../../../../../shared/api-types';
import { formatBdt } from '../../../../../shared/format';
import { localized } from '../../../../../shared/localized';

/** The admin's reason under a decided deposit's status, in the admin's language where written. */
export function DepositRemarks({ deposit }: { deposit: DepositDto }) {
  const { t, i18n } = useTranslation();
  const remarks = localized(deposit.adminRemarks, deposit.adminRemarksBn, i18n.language);
  if (!remarks) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, maxWidth: 220, overflowWrap: 'anywhere' }}>
      {t('admin.deposits.table.remarks', { remarks })}
    </Typography>
  );
}

/** Review, offered only for a pending deposit (spec section 4). */
export function ReviewButton({ deposit, onReview }: { deposit: DepositDto; onReview: (deposit: DepositDto) => void }) {
  const { t, i18n } = useTranslation();
  if (deposit.status !== 'pending') return null;
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => onReview(deposit)}
      aria-label={t('admin.deposits.review.openLabel', { name: deposit.userId.fullname, amount: formatBdt(deposit.amount, i18n.language) })}
    >
      {t('admin.deposits.review.open')}
    </Button>
  );
}
