import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatBdt, formatNumber } from '../../../../shared/format';
import type { PaymentAccountDto } from '../../../../shared/payment-account-types';
import { MAX_AMOUNT_BDT } from '../../../../shared/schemas/fields';
import { depositReference } from '../../../../shared/references';
import { AmountField } from '../../../components/amount-field';
import { FormActions } from '../../../components/form-actions';
import { useSnackbar } from '../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../components/use-pending-toasts';
import type { DepositPayment } from '../api';
import { castPayment, depositSchema, parsedAmount, paymentErrors, type DepositFormValues } from '../deposit-schema';
import { useFailureText } from '../server-failure';
import { PaymentFields } from './payment-fields';
import { ScreenshotField } from './screenshot-field';
import { useDepositMachine } from './use-deposit-machine';

/**
 * The amount to start with: `?amount=` when it is a valid amount (the invest dialog's "Deposit" sends
 * the missing amount), written in the page's digits; else empty.
 */
function startingValues(search: URLSearchParams, lng: string): DepositFormValues {
  const amount = parsedAmount({ amount: search.get('amount') ?? '' });
  return { amount: amount !== null ? formatNumber(amount, lng) : '', reference: '', sender: '' };
}

/** What the deposit says of how it was paid: only what is known, so the spec's `{amount, url}` stays as it was. */
function paymentOf(values: DepositFormValues, account: PaymentAccountDto | null): DepositPayment {
  const { reference, sender } = castPayment(values, account?.kind ?? null);
  return { ...(account ? { paymentAccountId: account._id } : {}), ...(reference ? { reference } : {}), ...(sender ? { sender } : {}) };
}

/** The profile's deposits list (its section's id); a path, since features do not import each other. */
const PROFILE_DEPOSITS = '/profile#my-deposits';

/** The amount and the payment's reference (formik) and the screenshot (the deposit machine), confirmed together. */
export function DepositForm({ account }: { account: PaymentAccountDto | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const navigate = useNavigate();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const [search] = useSearchParams();
  const [snapshot, send] = useDepositMachine();
  const submitting = snapshot.matches('submitting');
  const { submitFailure, deposit } = snapshot.context;

  // The account paid into decides the reference's rules (a wallet's TrxID is required).
  const kind = account?.kind ?? null;
  const formik = useFormik<DepositFormValues>({
    initialValues: startingValues(search, lng),
    validate: (values) =>
      validateYupSchema(values, depositSchema).then(
        () => paymentErrors(values, kind),
        (error: unknown) => ({ ...yupToFormErrors<DepositFormValues>(error), ...paymentErrors(values, kind) }),
      ),
    onSubmit: (values) => send({ type: 'SUBMIT', amount: parsedAmount(values), payment: paymentOf(values, account) }),
  });

  const finished = useRef(false);
  useEffect(() => {
    if (finished.current || !snapshot.matches('done') || !deposit) return;
    finished.current = true; // once, even when effects run twice (StrictMode)
    // Earlier toasts (the sign-in's welcome, the upload's) would stack over the home page's receipt.
    closeSnackbar();
    // The spec's go-to-/ stays; the toast carries the reference and leads to the profile, where the
    // pending deposit is listed (createDeposit invalidated that list) for as long as it takes.
    enqueueSnackbar(t('deposit.success', { amount: formatBdt(deposit.amount, lng), reference: depositReference(deposit._id) }), {
      variant: 'success',
      ...PAGE_TOAST_OPTIONS,
      // Used, the toast goes: on the profile its offer would only repeat what the page shows.
      action: (key) => (
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            closeSnackbar(key);
            void navigate(PROFILE_DEPOSITS);
          }}
          sx={{ fontWeight: 700, textDecoration: 'underline' }}
        >
          {t('deposit.viewInProfile')}
        </Button>
      ),
    });
    formik.resetForm();
    void navigate('/');
  }, [snapshot, deposit, enqueueSnackbar, closeSnackbar, formik, navigate, t, lng]);

  const amountInput = useRef<HTMLInputElement>(null);
  const referenceInput = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formik.handleSubmit(event);
    // Formik calls onSubmit only with valid fields; a missing screenshot is reported either way.
    if (!snapshot.matches('uploaded')) send({ type: 'SUBMIT', amount: null });
    // A refused field takes the focus, so a screen reader reads its message.
    if (parsedAmount(formik.values) === null) amountInput.current?.focus();
    else if (paymentErrors(formik.values, kind).reference) referenceInput.current?.focus();
  };

  // The server knows this reference from another deposit: the message belongs on the reference field.
  const sentReference = snapshot.context.attempt?.payment.reference ?? null;
  const duplicate = submitFailure?.code === 'DUPLICATE_REFERENCE' && sentReference === castPayment(formik.values, kind).reference;
  useEffect(() => {
    if (submitFailure?.code === 'DUPLICATE_REFERENCE') referenceInput.current?.focus();
  }, [submitFailure]);

  const onCancel = () => {
    send({ type: 'CANCEL' }); // stops an upload in flight
    void navigate('/');
  };

  const amount = parsedAmount(formik.values);
  // The 'too large' message names the limit, in the reader's digits.
  const amountErrorText = (key: string) => t(key, { max: formatBdt(MAX_AMOUNT_BDT, lng) });
  const amountHelp = amount !== null ? t('deposit.amount.preview', { amount: formatBdt(amount, lng) }) : t('deposit.amount.help');

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="deposit-form-title"
      aria-busy={submitting}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}
    >
      <Typography id="deposit-form-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('deposit.form.title')}
      </Typography>
      <AmountField
        formik={formik}
        errorText={amountErrorText}
        help={amountHelp}
        id="deposit-amount"
        label={t('deposit.amount.label')}
        disabled={submitting}
        inputRef={amountInput}
      />
      <ScreenshotField snapshot={snapshot} send={send} />
      <PaymentFields formik={formik} account={account} disabled={submitting} duplicate={duplicate} referenceInput={referenceInput} />
      {submitFailure && submitFailure.code !== 'DUPLICATE_REFERENCE' && <Alert severity="error">{failureText(submitFailure, 'deposit.errors.depositFailed')}</Alert>}
      <FormActions>
        <Button variant="outlined" color="inherit" onClick={onCancel} disabled={submitting}>
          {t('deposit.cancel')}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? t('deposit.processing') : t('deposit.confirm')}
        </Button>
      </FormActions>
    </Paper>
  );
}
