import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useFormik } from 'formik';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormikTextField } from '../../../components/formik-text-field';
import { WITHDRAWAL_METHODS, type PayoutAccount, type WithdrawalMethod } from '../../../../shared/withdrawal-types';
import { isBankAccount, type LastUsedAccounts } from '../payout-account';
import { checkAccount, fieldsOf, type AccountField, type AccountValues } from '../withdraw-rules';
import { LastUsedOffer } from './last-used-offer';
import { StepActions } from './step-actions';

interface AccountStepProps {
  method: WithdrawalMethod | null;
  account: PayoutAccount | null;
  lastUsed: LastUsedAccounts;
  onNext: (method: WithdrawalMethod, account: PayoutAccount) => void;
  onBack: () => void;
}

const EMPTY: AccountValues = { method: '', bankName: '', branch: '', accountName: '', accountNumber: '', routingNumber: '', number: '' };

export const valuesOf = (method: WithdrawalMethod | null, account: PayoutAccount | null): AccountValues => ({
  ...EMPTY,
  method: method ?? '',
  ...(account ?? {}),
});

const AUTOCOMPLETE: Partial<Record<AccountField, string>> = { accountName: 'name' };
// Digits are typed on the phone's number pad; Bengali digits are read as ASCII by the shared rule.
const NUMERIC: AccountField[] = ['accountNumber', 'routingNumber', 'number'];

/** Step 2: where the money goes: a bank account, or a bKash, Nagad or Rocket number. */
export function AccountStep({ method, account, lastUsed, onNext, onBack }: AccountStepProps) {
  const { t } = useTranslation();
  const formik = useFormik<AccountValues>({
    initialValues: valuesOf(method, account),
    validate: (values) => checkAccount(values).errors ?? {},
    onSubmit: (values) => {
      const valid = checkAccount(values);
      if (valid.errors === null) onNext(valid.method, valid.account);
    },
  });
  const chosen = formik.values.method;
  const shown = (field: keyof AccountValues) => (formik.touched[field] || formik.submitCount > 0) && formik.errors[field];
  const errorOf = (field: keyof AccountValues) => {
    const key = shown(field);
    return key ? t(key) : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formik.handleSubmit(event);
    // The first refused field takes the focus, so a screen reader reads its message.
    const invalid = ['method', ...fieldsOf(chosen)].find((field) => checkAccount(formik.values).errors?.[field as keyof AccountValues]);
    if (invalid) document.getElementById(invalid === 'method' ? `withdraw-method-${WITHDRAWAL_METHODS[0]}` : `withdraw-${invalid}`)?.focus();
  };
  const last = chosen ? lastUsed[chosen] : undefined;
  const methodError = errorOf('method');

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <FormControl error={Boolean(methodError)} required>
          <FormLabel id="withdraw-method-label">{t('withdraw.account.method')}</FormLabel>
          <RadioGroup aria-labelledby="withdraw-method-label" name="method" value={chosen} onChange={formik.handleChange} sx={{ flexDirection: 'row', columnGap: 1 }}>
            {WITHDRAWAL_METHODS.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio id={`withdraw-method-${option}`} />} label={t(`withdraw.methods.${option}`)} />
            ))}
          </RadioGroup>
          {methodError && <FormHelperText>{methodError}</FormHelperText>}
        </FormControl>
        {chosen && last && (
          <LastUsedOffer
            method={chosen}
            account={last}
            onUse={() => void formik.setValues({ ...formik.values, ...(isBankAccount(last) ? last : { number: last.number }) }, true)}
          />
        )}
        {fieldsOf(chosen).map((field) => (
          <FormikTextField
            key={`${chosen === 'bank' ? 'bank' : 'mobile'}-${field}`}
            formik={formik}
            name={field}
            errorText={t}
            help={t(`withdraw.account.help.${field}`, { method: chosen ? t(`withdraw.methods.${chosen}`) : '' })}
            id={`withdraw-${field}`}
            label={field === 'number' && chosen ? t('withdraw.account.number', { method: t(`withdraw.methods.${chosen}`) }) : t(`withdraw.account.${field}`)}
            required
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            slotProps={{ htmlInput: NUMERIC.includes(field) ? { inputMode: field === 'number' ? 'tel' : 'numeric' } : {} }}
          />
        ))}
      </DialogContent>
      <StepActions onBack={onBack} />
    </Box>
  );
}
