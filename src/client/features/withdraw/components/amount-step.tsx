import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBdt, formatNumber } from '../../../../shared/format';
import { MAX_AMOUNT_BDT } from '../../../../shared/schemas/fields';
import type { ServerFailure } from '../../../api/server-failure';
import { AmountField } from '../../../components/amount-field';
import { useWithdrawFailureText } from '../withdraw-failure';
import { checkAmount } from '../withdraw-rules';
import { StepActions } from './step-actions';

interface AmountStepProps {
  balance: number;
  /** The amount chosen before (coming back from a later step), shown again. */
  chosen: number | null;
  /** The server said the balance does not cover it (it moved since the page was loaded). */
  failure: ServerFailure | null;
  onNext: (amount: number) => void;
  onCancel: () => void;
}

/** Step 1: how much, up to the available balance; typed as people write money here ("1,00,000", "৳5,000", "৫০০০ টাকা"). */
export function AmountStep({ balance, chosen, failure, onNext, onCancel }: AmountStepProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const failureText = useWithdrawFailureText();
  const input = useRef<HTMLInputElement>(null);
  const formik = useFormik({
    // The field shows the page's digits; the reader takes Bengali digits and lakh commas alike.
    initialValues: { amount: chosen !== null ? formatNumber(chosen, lng) : '' },
    validate: (values) => {
      const { error } = checkAmount(values.amount, balance);
      return error ? { amount: error } : {};
    },
    onSubmit: (values) => {
      const { amount } = checkAmount(values.amount, balance);
      if (amount !== null) onNext(amount);
    },
  });
  const figures = { balance: formatBdt(balance, lng), max: formatBdt(MAX_AMOUNT_BDT, lng) };
  const typed = checkAmount(formik.values.amount, balance).amount;
  const help = typed !== null ? t('withdraw.amount.preview', { amount: formatBdt(typed, lng) }) : t('withdraw.amount.help');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formik.handleSubmit(event);
    // A refused amount takes the focus, so a screen reader reads its message.
    if (typed === null) input.current?.focus();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Typography>{t('withdraw.amount.balance', figures)}</Typography>
        {failure && (
          <Alert severity="error" role="alert">
            {failureText(failure)}
          </Alert>
        )}
        <AmountField formik={formik} errorText={(key) => t(key, figures)} help={help} id="withdraw-amount" label={t('withdraw.amount.label')} inputRef={input} />
      </DialogContent>
      <StepActions onBack={onCancel} backText={t('withdraw.cancel')} />
    </Box>
  );
}
