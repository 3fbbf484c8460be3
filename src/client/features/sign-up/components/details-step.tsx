import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../shared/constants';
import { formatNumber } from '../../../../shared/format';
import { FormikTextField } from '../../../components/formik-text-field';
import { FULLNAME_MAX } from '../../../../shared/schemas/auth';
import { signUpDetailsSchema, type SignUpDetailsValues } from '../sign-up-schema';
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
  const field = (name: Field) => ({
    formik,
    name,
    errorText: (key: string) => t(key, name === 'fullname' ? { max: formatNumber(FULLNAME_MAX, i18n.language) } : limits),
    id: `sign-up-${name}`,
    required: true,
    fullWidth: true,
    disabled: pending,
  });

  return (
    <StepFrame step={1} title={t('signUp.details.title')} intro={t('signUp.details.intro')} focusTitle={focusTitle}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('signUp.details.formLabel')} sx={{ display: 'grid', gap: 2.5 }}>
        <FormikTextField {...field('fullname')} label={t('signUp.details.fullname')} autoComplete="name" />
        <FormikTextField {...field('email')} type="email" label={t('signUp.details.email')} autoComplete="email" />
        <FormikTextField
          {...field('password')}
          type={showPassword ? 'text' : 'password'}
          label={t('signUp.details.password')}
          autoComplete="new-password"
          help={t('signUp.details.passwordHelp', limits)}
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
