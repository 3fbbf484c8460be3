import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../shared/constants';
import { formatNumber } from '../../../../shared/format';
import { FULLNAME_MAX, signUpDetailsSchema, type SignUpDetailsValues } from '../sign-up-schema';
import { AgeConfirmField } from './age-confirm-field';
import { SignInPrompt } from './sign-in-prompt';
import { StepFrame } from './step-frame';

interface DetailsStepProps {
  /** From the home page's newsletter block (DECISIONS.md). */
  initialEmail: string;
  pending: boolean;
  failure: string | null;
  focusTitle: boolean;
  onSubmit: (values: SignUpDetailsValues) => void;
}

type Field = Exclude<keyof SignUpDetailsValues, 'ageConfirmed'>;

/** Step 1: full name, email and password. The form stays mounted while the call runs, so a failure keeps the values. */
export function DetailsStep({ initialEmail, pending, failure, focusTitle, onSubmit }: DetailsStepProps) {
  const { t, i18n } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const formik = useFormik<SignUpDetailsValues>({
    initialValues: { fullname: '', email: initialEmail, password: '', ageConfirmed: false },
    validationSchema: signUpDetailsSchema,
    onSubmit: (values) => onSubmit(signUpDetailsSchema.cast(values)),
  });
  const limits = {
    min: formatNumber(PASSWORD_MIN, i18n.language),
    max: formatNumber(PASSWORD_MAX, i18n.language),
  };
  const errorOf = (name: Field): string | undefined => {
    const key = formik.touched[name] ? formik.errors[name] : undefined;
    return key ? t(key, name === 'fullname' ? { max: formatNumber(FULLNAME_MAX, i18n.language) } : limits) : undefined;
  };
  const field = (name: Field) => ({
    id: `sign-up-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(errorOf(name)),
    required: true,
    fullWidth: true,
    disabled: pending,
  });

  return (
    <StepFrame step={1} title={t('signUp.details.title')} intro={t('signUp.details.intro')} focusTitle={focusTitle}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('signUp.details.formLabel')} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField {...field('fullname')} label={t('signUp.details.fullname')} autoComplete="name" helperText={errorOf('fullname')} />
        <TextField {...field('email')} type="email" label={t('signUp.details.email')} autoComplete="email" helperText={errorOf('email')} />
        <TextField
          {...field('password')}
          type={showPassword ? 'text' : 'password'}
          label={t('signUp.details.password')}
          autoComplete="new-password"
          helperText={errorOf('password') ?? t('signUp.details.passwordHelp', limits)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={t(showPassword ? 'signUp.details.hidePassword' : 'signUp.details.showPassword')}
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <AgeConfirmField
          checked={formik.values.ageConfirmed}
          // Only after a try: ticking the box is the last step, not something to be told off for early.
          error={formik.submitCount > 0 ? formik.errors.ageConfirmed : undefined}
          disabled={pending}
          onChange={(checked) => void formik.setFieldValue('ageConfirmed', checked)}
        />
        {failure && <Alert severity="error">{failure}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {t(pending ? 'signUp.details.submitting' : 'signUp.details.submit')}
        </Button>
      </Box>
      <SignInPrompt />
    </StepFrame>
  );
}
