import Button from '@mui/material/Button';
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
import { ScreenshotThumbnail } from './screenshot-thumbnail';

const COLUMNS = ['investor', 'amount', 'status', 'date', 'screenshot', 'actions'] as const;

/** The deposits, newest first; only a pending one can be reviewed (spec section 4). */
export function DepositsTable({ deposits, onReview }: { deposits: DepositDto[]; onReview: (deposit: DepositDto) => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    // Scrolls sideways on a phone instead of squeezing six columns into 390 px.
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
                </TableCell>
                <TableCell>
                  <DepositStatusChip status={deposit.status} />
                  {deposit.adminRemarks && (
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, maxWidth: 220 }}>
                      {t('admin.deposits.table.remarks', { remarks: deposit.adminRemarks })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(deposit.createdAt, lng)}</TableCell>
                <TableCell>
                  <ScreenshotThumbnail url={deposit.screenshotUrl} name={name} />
                </TableCell>
                <TableCell>
                  {deposit.status === 'pending' && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => onReview(deposit)}
                      aria-label={t('admin.deposits.review.openLabel', { name, amount: formatBdt(deposit.amount, lng) })}
                    >
                      {t('admin.deposits.review.open')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
