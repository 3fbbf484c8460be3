import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DepositDto } from '../../../../../shared/api-types';

/** The TrxID or bank reference under a deposit's amount, so the admin can match it to the statement. */
export function PaymentReference({ deposit }: { deposit: DepositDto }) {
  const { t } = useTranslation();
  if (!deposit.reference) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
      {t('admin.deposits.table.reference', { reference: deposit.reference })}
    </Typography>
  );
}
