import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '../../shared/api-types';

const COLORS = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** A deposit's status as investors and administrators both see it. */
export function DepositStatusChip({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLORS[status]} variant={status === 'pending' ? 'outlined' : 'filled'} label={t(`depositStatus.${status}`)} />;
}
