import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WithdrawalDto } from '../../../../../shared/withdrawal-types';
import { formatBdt, formatDate } from '../../../../../shared/format';
import { AccountDetails } from './account-details';
import { HoldWarning } from './hold-warning';
import { DecisionNote, ReviewButton, WithdrawalStatusChip } from './withdrawal-parts';

const COLUMNS = ['investor', 'amount', 'account', 'date', 'status', 'actions'] as const;

/** The withdrawals, newest first, on screens wide enough for a table (withdrawal-cards.tsx on phones). */
export function WithdrawalsTable({ withdrawals, onReview }: { withdrawals: WithdrawalDto[]; onReview: (withdrawal: WithdrawalDto) => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('admin.withdrawals.table.label')} sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'amount' ? 'right' : 'left'}>
                {t(`admin.withdrawals.table.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {withdrawals.map((withdrawal) => (
            <TableRow key={withdrawal._id} sx={{ verticalAlign: 'top' }}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {withdrawal.userId.fullname}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {withdrawal.userId.email}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  {withdrawal.reference}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatBdt(withdrawal.amount, lng)}
              </TableCell>
              <TableCell sx={{ minWidth: 260 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.25 }}>
                  {t(`admin.withdrawals.method.${withdrawal.method}`)}
                </Typography>
                <AccountDetails withdrawal={withdrawal} />
                {withdrawal.hold && withdrawal.status === 'pending' && <HoldWarning hold={withdrawal.hold} />}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(withdrawal.createdAt, lng)}</TableCell>
              <TableCell>
                <WithdrawalStatusChip status={withdrawal.status} />
                <DecisionNote withdrawal={withdrawal} />
              </TableCell>
              <TableCell>
                <ReviewButton withdrawal={withdrawal} onReview={onReview} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
