import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerFailure } from '../../../api/server-failure';
import { FormikTextField } from '../../../components/formik-text-field';
import { useWithdrawFailureText } from '../withdraw-failure';
import { checkPassword } from '../withdraw-rules';
import { StepActions } from './step-actions';

interface PasswordStepProps {
  /** The server refused the password typed before (WRONG_PASSWORD). */
  failure: ServerFailure | null;
  onNext: (password: string) => void;
  onBack: () => void;
}

/** Step 3: the account's password, so a session left open on someone's phone moves no money out. */
export function PasswordStep({ failure, onNext, onBack }: PasswordStepProps) {
  const { t } = useTranslation();
  const failureText = useWithdrawFailureText();
  const input = useRef<HTMLInputElement>(null);
  const formik = useFormik({
    initialValues: { password: '' },
    validate: (values) => {
      const error = checkPassword(values.password);
      return error ? { password: error } : {};
    },
    onSubmit: (values) => onNext(values.password),
  });
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
          otherError={failure && !formik.values.password ? failureText(failure) : undefined}
          id="withdraw-password"
          type="password"
          label={t('withdraw.password.label')}
          required
          autoComplete="current-password"
          inputRef={input}
        />
      </DialogContent>
      <StepActions onBack={onBack} />
    </Box>
  );
}
