import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toAsciiDigits } from '../../../../shared/format';
import { BusyButton } from '../../../components/busy-button';
import { FormikTextField } from '../../../components/formik-text-field';
import { signInSchema } from '../sign-in-schema';
import { useSignIn } from '../use-sign-in';
import { AuthenticatorStep } from './authenticator-step';

interface SignInFormProps {
  /** The address just verified by the sign-up wizard; '' otherwise. */
  initialEmail?: string;
  /** First sign-in of an account just verified: the success toast welcomes instead of 'welcome back'. */
  newAccount?: boolean;
  /** Opens the forgot-password dialog with what the user has typed as email so far. */
  onForgotPassword: (email: string) => void;
}

export function SignInForm({ initialEmail = '', newAccount = false, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const { signIn, verifyCode, restart, step, pending } = useSignIn({ newAccount });
  const askEmailCode = step.kind === 'emailCode';
  const formik = useFormik({
    initialValues: { email: initialEmail, password: '', emailCode: '' },
    validationSchema: signInSchema,
    // The mailed code (past the per-account limit) is checked here, as the schema has no step.
    validate: (values) => (askEmailCode && !/^\d{6}$/.test(toAsciiDigits(values.emailCode.trim())) ? { emailCode: 'twoFactor.errors.emailCodeFormat' } : {}),
    onSubmit: async (values) => {
      await signIn({ ...values, emailCode: askEmailCode ? toAsciiDigits(values.emailCode.trim()) : undefined });
      // A code works once: a failed attempt needs the next mail's code.
      if (askEmailCode) void formik.setFieldValue('emailCode', '', false);
    },
  });

  if (step.kind === 'authenticator') return <AuthenticatorStep pending={pending} onSubmit={verifyCode} onBack={restart} />;

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('signIn.formLabel')} sx={{ display: 'grid', gap: 2.5, mt: 3 }}>
      <FormikTextField formik={formik} name="email" errorText={t} id="sign-in-email" type="email" label={t('signIn.email')} autoComplete="email" required />
      <FormikTextField
        formik={formik}
        name="password"
        errorText={t}
        id="sign-in-password"
        type="password"
        label={t('signIn.password')}
        autoComplete="current-password"
        // The email is already there after verification: the password is what is left to type.
        autoFocus={initialEmail !== ''}
        required
      />
      {askEmailCode && (
        <>
          <Typography role="status" sx={{ bgcolor: '#e5f6fd', borderLeft: 4, borderColor: 'info.main', borderRadius: 1, px: 2, py: 1.5 }}>
            {t('twoFactor.signIn.emailCodeExplanation')}
          </Typography>
          <FormikTextField
            formik={formik}
            name="emailCode"
            errorText={t}
            help={t('twoFactor.signIn.emailCodeHint')}
            id="sign-in-email-code"
            label={t('twoFactor.signIn.emailCodeLabel')}
            autoComplete="one-time-code"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
        </>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Link component="button" type="button" variant="body2" onClick={() => onForgotPassword(formik.values.email.trim())}>
          {t('signIn.forgotLink')}
        </Link>
      </Box>
      <BusyButton type="submit" variant="contained" size="large" busy={pending} aria-busy={pending} busyText={t('signIn.submitting')}>
        {t('signIn.submit')}
      </BusyButton>
    </Box>
  );
}
