import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../shell/failure-text';
import { useGetExpensesQuery } from '../api';
import { AddExpenseDialog } from './add-expense-dialog';
import { usePhoneLayout } from '../../shared/use-phone-layout';
import { ExpenseCards } from './expense-cards';
import { ExpensesTable } from './expenses-table';

/** The admin expenses tab: the list and the add dialog. */
export function ExpensesTab(_props: { search?: string }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [adding, setAdding] = useState(false);
  const phone = usePhoneLayout();
  const { data: expenses, error, isFetching, refetch } = useGetExpensesQuery(undefined, { refetchOnMountOrArgChange: true });

  let body;
  if (!expenses && error && !isFetching) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('admin.expenses.retry')}
          </Button>
        }
      >
        {t('admin.expenses.loadError', { message: failureText(error, 'common.networkError') })}
      </Alert>
    );
  } else if (!expenses) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('admin.expenses.loading')}</Typography>
      </Box>
    );
  } else if (expenses.length === 0) {
    body = <Typography sx={{ py: 3 }}>{t('admin.expenses.empty')}</Typography>;
  } else {
    body = phone ? <ExpenseCards expenses={expenses} /> : <ExpensesTable expenses={expenses} />;
  }

  return (
    // The dashboard's tab panel carries the 'Expenses' heading.
    <Box aria-busy={isFetching} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('admin.expenses.add')}
        </Button>
      </Box>
      {body}
      {adding && <AddExpenseDialog onClose={() => setAdding(false)} />}
    </Box>
  );
}
