import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PaymentAccountDto } from '../../../../../shared/payment-account-types';
import { accountTitle } from './account-title';
import { ActiveSwitch } from './active-switch';

interface ListProps {
  accounts: PaymentAccountDto[];
  onEdit: (account: PaymentAccountDto) => void;
}

function EditButton({ account, onEdit }: { account: PaymentAccountDto; onEdit: ListProps['onEdit'] }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => onEdit(account)}
      aria-label={t('admin.paymentAccounts.editLabel', { name: accountTitle(account, t), number: account.accountNumber })}
    >
      {t('admin.paymentAccounts.edit')}
    </Button>
  );
}

/** The seed's sample accounts: investors must not send real money to them, so they stand out. */
function DemoChip({ account }: { account: PaymentAccountDto }) {
  const { t } = useTranslation();
  if (!account.isDemo) return null;
  return <Chip size="small" color="warning" variant="outlined" label={t('admin.paymentAccounts.demo')} title={t('admin.paymentAccounts.demoHint')} sx={{ ml: 1 }} />;
}

const COLUMNS = ['kind', 'name', 'number', 'active', 'actions'] as const;

/** Every account on wide screens: kind, name, number, the on/off switch and Edit. */
export function PaymentAccountsTable({ accounts, onEdit }: ListProps) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('admin.paymentAccounts.table.label')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(`admin.paymentAccounts.table.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account._id}>
              <TableCell>
                {accountTitle(account, t)}
                <DemoChip account={account} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{account.accountName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{account.accountNumber}</TableCell>
              <TableCell>
                <ActiveSwitch account={account} />
              </TableCell>
              <TableCell>
                <EditButton account={account} onEdit={onEdit} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The same on a phone: one card per account, no sideways scrolling. */
export function PaymentAccountCards({ accounts, onEdit }: ListProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('admin.paymentAccounts.table.label')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {accounts.map((account) => (
        <Paper component="li" variant="outlined" key={account._id} sx={{ p: 2, display: 'grid', gap: 0.5 }}>
          <Typography component="div" sx={{ fontWeight: 600 }}>
            {accountTitle(account, t)}
            <DemoChip account={account} />
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {account.accountName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {account.accountNumber}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <ActiveSwitch account={account} />
              <Typography variant="body2" aria-hidden>
                {t(account.active ? 'admin.paymentAccounts.on' : 'admin.paymentAccounts.off')}
              </Typography>
            </Box>
            <EditButton account={account} onEdit={onEdit} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
