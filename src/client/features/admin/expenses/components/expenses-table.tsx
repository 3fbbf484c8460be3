import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ExpenseDto } from '../../../../../shared/api-types';
import { formatBdt, formatDate } from '../../../../../shared/format';

const COLUMNS = ['description', 'category', 'amount', 'date'] as const;

/** The company's expenses, newest first; amounts in BDT (DECISIONS.md: never a dollar sign). */
export function ExpensesTable({ expenses }: { expenses: ExpenseDto[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('admin.expenses.table.label')} sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'amount' ? 'right' : 'left'}>
                {t(`admin.expenses.table.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {expenses.map((expense) => (
            <TableRow key={expense._id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{expense.description}</TableCell>
              <TableCell>{expense.category}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatBdt(expense.amount, lng)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(expense.createdAt, lng)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
