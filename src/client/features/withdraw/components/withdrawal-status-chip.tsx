import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '../../../../shared/withdrawal-types';

const COLORS = { pending: 'warning', paid: 'success', rejected: 'error', cancelled: 'default' } as const;

/** A withdrawal's status as the investor sees it. */
export function WithdrawalStatusChip({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLORS[status]} variant={status === 'pending' ? 'outlined' : 'filled'} label={t(`withdraw.status.${status}`)} />;
}
