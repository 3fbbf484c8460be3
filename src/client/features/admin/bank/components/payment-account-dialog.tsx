import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../shared/format';
import { PAYMENT_ACCOUNT_KINDS, type PaymentAccountDto } from '../../../../../shared/payment-account-types';
import { FormikTextField } from '../../../../components/formik-text-field';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { useFailureText } from '../../shell/failure-text';
import { useSavePaymentAccountMutation } from '../api';
import {
  accountChanges,
  BANK_ONLY,
  bodyOf,
  errorText,
  paymentAccountSchema,
  TEXT_FIELDS,
  valuesOf,
  type PaymentAccountFormBody,
  type PaymentAccountFormValues,
} from '../payment-account-schema';
import { BankConfirmDialog, type BankFieldChange } from './bank-confirm-dialog';

const TITLE_ID = 'payment-account-dialog-title';
const MULTILINE = new Set(['instruction', 'instructionBn']);
const REQUIRED = new Set(['bankName', 'accountName', 'accountNumber', 'instruction']);

/**
 * Add or edit one payment account. The kind comes first: it decides which fields there are (bank
 * fields only for a bank). Changed details of a saved account are confirmed once more.
 */
export function PaymentAccountDialog({ account, onClose }: { account: PaymentAccountDto | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const [save, { isLoading: saving }] = useSavePaymentAccountMutation();
  const [pending, setPending] = useState<{ body: PaymentAccountFormBody; changes: BankFieldChange[] } | null>(null);

  const send = async (body: PaymentAccountFormBody) => {
    try {
      await save({ id: account?._id ?? null, body }).unwrap();
      enqueueSnackbar(t(account ? 'admin.paymentAccounts.updated' : 'admin.paymentAccounts.added'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
      onClose();
    } catch (error) {
      setPending(null);
      enqueueSnackbar(failureText(error, 'admin.paymentAccounts.saveFailed'), { variant: 'error', ...PAGE_TOAST_OPTIONS });
    }
  };

  const formik = useFormik<PaymentAccountFormValues>({
    initialValues: valuesOf(account),
    validationSchema: paymentAccountSchema,
    async onSubmit(values) {
      const body = bodyOf(values);
      const changes = account ? accountChanges(account, body) : [];
      if (changes.length > 0) setPending({ body, changes });
      else await send(body);
    },
  });

  const kind = formik.values.kind;
  const fields = kind === '' ? [] : TEXT_FIELDS.filter((field) => kind === 'bank' || !BANK_ONLY.includes(field));
  const kindError = formik.touched.kind && formik.errors.kind;
  const close = saving ? undefined : onClose;
  const max = (value: number) => formatNumber(value, lng);

  return (
    <Dialog open onClose={close} aria-labelledby={TITLE_ID} aria-busy={saving} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>{t(account ? 'admin.paymentAccounts.editTitle' : 'admin.paymentAccounts.addTitle')}</DialogTitle>
      <DialogContent>
        <Box component="form" id="payment-account-form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          <FormControl error={Boolean(kindError)} required disabled={saving}>
            <FormLabel id="payment-account-kind">{t('admin.paymentAccounts.fields.kind')}</FormLabel>
            <RadioGroup row aria-labelledby="payment-account-kind" name="kind" value={kind} onChange={formik.handleChange}>
              {PAYMENT_ACCOUNT_KINDS.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={t(`admin.paymentAccounts.kinds.${value}`)} />
              ))}
            </RadioGroup>
            {kindError && <FormHelperText>{errorText(kindError, t, max)}</FormHelperText>}
          </FormControl>
          {fields.map((field) => {
            const numeric = field === 'accountNumber' || field === 'routingNumber';
            const label = field === 'accountNumber' && kind !== 'bank' ? t('admin.paymentAccounts.fields.walletNumber') : t(`admin.paymentAccounts.fields.${field}`);
            return (
              <FormikTextField
                key={field}
                formik={formik}
                name={field}
                errorText={(message) => errorText(message, t, max)}
                help={field === 'instructionBn' ? t('admin.paymentAccounts.instructionBnHelp') : undefined}
                id={`payment-account-${field}`}
                label={label}
                required={REQUIRED.has(field)}
                fullWidth
                multiline={MULTILINE.has(field)}
                minRows={MULTILINE.has(field) ? 3 : undefined}
                disabled={saving}
                slotProps={{ htmlInput: { autoComplete: 'off', ...(numeric ? { inputMode: 'numeric' } : {}), ...(field === 'instructionBn' ? { lang: 'bn' } : {}) } }}
              />
            );
          })}
          {kind !== '' && (
            <FormControlLabel
              control={<Switch name="active" checked={formik.values.active} onChange={formik.handleChange} disabled={saving} />}
              label={t('admin.paymentAccounts.fields.active')}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={saving}>
          {t('admin.paymentAccounts.cancel')}
        </Button>
        <Button type="submit" form="payment-account-form" variant="contained" disabled={saving}>
          {saving ? t('admin.paymentAccounts.saving') : t('admin.paymentAccounts.save')}
        </Button>
      </DialogActions>
      {pending && <BankConfirmDialog changes={pending.changes} busy={saving} onCancel={() => setPending(null)} onConfirm={() => void send(pending.body)} />}
    </Dialog>
  );
}
