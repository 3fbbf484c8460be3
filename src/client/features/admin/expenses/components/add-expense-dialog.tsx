import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../shared/format';
import type { ExpenseBody } from '../../../../../shared/schemas/expenses';
import { FormikTextField } from '../../../../components/formik-text-field';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { useFailureText } from '../../shell/failure-text';
import { useAddExpenseMutation } from '../api';
import { CATEGORY_MAX, DESCRIPTION_MAX, EXPENSE_FIELDS, expenseSchema, type ExpenseFormValues } from '../expense-schema';

const TITLE_ID = 'add-expense-title';
const MAX: Record<(typeof EXPENSE_FIELDS)[number], number> = { description: DESCRIPTION_MAX, amount: 0, category: CATEGORY_MAX };

/** Add expense (spec section 2): mounted only while open, so it starts empty each time. */
export function AddExpenseDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const [addExpense, { isLoading: saving }] = useAddExpenseMutation();
  const formik = useFormik<ExpenseFormValues>({
    initialValues: { description: '', amount: '', category: '' },
    validationSchema: expenseSchema,
    async onSubmit(values) {
      try {
        // cast: trimmed texts and the amount as a number (spec section 5), Bengali digits read.
        await addExpense(expenseSchema.cast(values) as ExpenseBody).unwrap();
        enqueueSnackbar(t('admin.expenses.success'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
        onClose();
      } catch (error) {
        enqueueSnackbar(failureText(error, 'admin.expenses.failed'), { variant: 'error', ...PAGE_TOAST_OPTIONS });
      }
    },
  });

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={TITLE_ID}>{t('admin.expenses.dialog.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {EXPENSE_FIELDS.map((field, index) => (
            <FormikTextField
              key={field}
              formik={formik}
              name={field}
              errorText={(key) => t(key, { max: formatNumber(MAX[field], i18n.language) })}
              id={`add-expense-${field}`}
              label={t(`admin.expenses.dialog.${field}`)}
              required
              fullWidth
              autoFocus={index === 0}
              multiline={field === 'description'}
              disabled={saving}
              // Text, not type=number: a number input refuses Bengali digits; inputMode brings up the keypad.
              slotProps={{ htmlInput: field === 'amount' ? { inputMode: 'decimal', autoComplete: 'off' } : { autoComplete: 'off' } }}
            />
          ))}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} disabled={saving}>
            {t('admin.expenses.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('admin.expenses.dialog.saving') : t('admin.expenses.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
