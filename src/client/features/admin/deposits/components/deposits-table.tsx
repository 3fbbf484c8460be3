import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DepositDto } from '../../../../../shared/api-types';
import { formatBdt, formatDate } from '../../../../../shared/format';
import { DepositStatusChip } from '../../../../components/deposit-status-chip';
import { DepositRemarks, ReviewButton } from './deposit-parts';
import { PaymentReference } from './payment-reference';
import { ScreenshotThumbnail } from './screenshot-thumbnail';

const COLUMNS = ['investor', 'amount', 'status', 'date', 'screenshot', 'actions'] as const;

/** The deposits, newest first, on screens wide enough for six columns (deposit-cards.tsx on phones). */
export function DepositsTable({ deposits, onReview }: { deposits: DepositDto[]; onReview: (deposit: DepositDto) => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('admin.deposits.table.label')} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'amount' ? 'right' : 'left'}>
                {t(`admin.deposits.table.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {deposits.map((deposit) => {
            const name = deposit.userId.fullname;
            return (
              <TableRow key={deposit._id}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {deposit.userId.email}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatBdt(deposit.amount, lng)}
                  <PaymentReference deposit={deposit} />
                </TableCell>
                <TableCell>
                  <DepositStatusChip status={deposit.status} />
                  <DepositRemarks deposit={deposit} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(deposit.createdAt, lng)}</TableCell>
                <TableCell>
                  <ScreenshotThumbnail url={deposit.screenshotUrl} name={name} />
                </TableCell>
                <TableCell>
                  <ReviewButton deposit={deposit} onReview={onReview} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
