import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankInfoDto } from '../../../../../shared/api-types';
import { formatNumber } from '../../../../../shared/format';
import type { BankInfoBody } from '../../../../../shared/schemas/bank';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { useSaveBankMutation } from '../api';
import { bankChanges } from '../bank-changes';
import { BANK_FIELDS, bankSchema, MAX_LENGTH, type BankFormValues } from '../bank-schema';
import { BankConfirmDialog, type BankFieldChange } from './bank-confirm-dialog';

const valuesOf = (bank: BankInfoDto | null): BankFormValues => ({
  bankName: bank?.bankName ?? '',
  accountNumber: bank?.accountNumber ?? '',
  accountName: bank?.accountName ?? '',
  instruction: bank?.instruction ?? '',
});

/** The four bank fields (DECISIONS.md): 'Add' when none exist yet, else 'Update' (spec section 2). */
export function BankForm({ bank }: { bank: BankInfoDto | null }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [saveBank, { isLoading: saving }] = useSaveBankMutation();
  // Changed saved details wait here for the admin's confirmation (issue 14): nothing is sent before.
  const [pending, setPending] = useState<{ body: BankInfoBody; changes: BankFieldChange[] } | null>(null);

  const save = async (body: BankInfoBody) => {
    try {
      await saveBank({ id: bank?._id ?? null, body }).unwrap();
      enqueueSnackbar(t('admin.bank.success'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
    } catch {
      enqueueSnackbar(t('admin.bank.failed'), { variant: 'error', ...PAGE_TOAST_OPTIONS });
    }
  };

  const formik = useFormik<BankFormValues>({
    initialValues: valuesOf(bank),
    // Saved details from the server replace the fields; a failed save keeps what the admin typed.
    enableReinitialize: true,
    validationSchema: bankSchema,
    async onSubmit(values) {
      const body = bankSchema.cast(values) as BankInfoBody;
      const changes = bank ? bankChanges(bank, body) : [];
      if (changes.length > 0) {
        setPending({ body, changes });
        return;
      }
      await save(body);
    },
  });

  const confirm = async () => {
    if (!pending) return;
    await save(pending.body);
    setPending(null);
  };

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="admin-bank-title" sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
      {BANK_FIELDS.map((field) => {
        const error = formik.touched[field] && formik.errors[field];
        return (
          <TextField
            key={field}
            id={`admin-bank-${field}`}
            name={field}
            label={t(`admin.bank.fields.${field}`)}
            required
            fullWidth
            multiline={field === 'instruction'}
            minRows={field === 'instruction' ? 4 : undefined}
            value={formik.values[field]}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            disabled={saving}
            error={Boolean(error)}
            helperText={error ? t(error, { max: formatNumber(MAX_LENGTH[field], i18n.language) }) : undefined}
            slotProps={{ htmlInput: field === 'accountNumber' ? { inputMode: 'numeric', autoComplete: 'off' } : { autoComplete: 'off' } }}
          />
        );
      })}
      <Box>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('admin.bank.saving') : t(bank ? 'admin.bank.update' : 'admin.bank.add')}
        </Button>
      </Box>
      {pending && <BankConfirmDialog changes={pending.changes} busy={saving} onCancel={() => setPending(null)} onConfirm={() => void confirm()} />}
    </Box>
  );
}
