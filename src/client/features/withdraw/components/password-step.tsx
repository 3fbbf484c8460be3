import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerFailure } from '../../../api/server-failure';
import { FormikTextField } from '../../../components/formik-text-field';
import { useWithdrawFailureText } from '../withdraw-failure';
import { toAsciiDigits } from '../../../../shared/format';
import { checkPassword, checkTotpCode } from '../withdraw-rules';
import { StepActions } from './step-actions';

interface PasswordStepProps {
  /** The server refused the password or the code typed before (WRONG_PASSWORD, TWO_FACTOR_CODE_*). */
  failure: ServerFailure | null;
  /** The investor has two-factor on: a code from the authenticator app (or a recovery code) as well. */
  twoFactor?: boolean;
  onNext: (password: string, totpCode?: string) => void;
  onBack: () => void;
}

const CODE_FAILURES = new Set(['TWO_FACTOR_CODE_REQUIRED', 'TWO_FACTOR_CODE_INVALID', 'TWO_FACTOR_LOCKED']);

/**
 * Step 3: the account's password (and with two-factor on, a code), so a session left open on
 * someone's phone, or a stolen password, moves no money out.
 */
export function PasswordStep({ failure, twoFactor = false, onNext, onBack }: PasswordStepProps) {
  const { t } = useTranslation();
  const failureText = useWithdrawFailureText();
  const input = useRef<HTMLInputElement>(null);
  const formik = useFormik({
    initialValues: { password: '', totpCode: '' },
    validate: (values) => {
      const password = checkPassword(values.password);
      const totpCode = twoFactor ? checkTotpCode(values.totpCode) : null;
      return { ...(password ? { password } : {}), ...(totpCode ? { totpCode } : {}) };
    },
    onSubmit: (values) => onNext(values.password, twoFactor ? toAsciiDigits(values.totpCode.trim()) : undefined),
  });
  // A refused code is shown under the code field, any other refusal under the password.
  const codeFailure = failure && failure.code !== null && CODE_FAILURES.has(failure.code);
  // Back from a wrong password: the field is empty again and has the focus, its message read out.
  useEffect(() => {
    if (failure) input.current?.focus();
  }, [failure]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formik.handleSubmit(event);
    if (checkPassword(formik.values.password)) input.current?.focus();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Typography>{t('withdraw.password.why')}</Typography>
        <FormikTextField
          formik={formik}
          name="password"
          errorText={t}
          otherError={failure && !codeFailure && !formik.values.password ? failureText(failure) : undefined}
          id="withdraw-password"
          type="password"
          label={t('withdraw.password.label')}
          required
          autoComplete="current-password"
          inputRef={input}
        />
        {twoFactor && (
          <FormikTextField
            formik={formik}
            name="totpCode"
            errorText={t}
            otherError={failure && codeFailure && !formik.values.totpCode ? failureText(failure) : undefined}
            help={t('withdraw.password.codeHelp')}
            id="withdraw-totp-code"
            label={t('withdraw.password.codeLabel')}
            required
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'text', maxLength: 20 } }}
          />
        )}
      </DialogContent>
      <StepActions onBack={onBack} />
    </Box>
  );
}
