import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { signInSchema } from '../sign-in-schema';
import { useSignIn } from '../use-sign-in';

interface SignInFormProps {
  /** Opens the forgot-password dialog with what the user has typed as email so far. */
  onForgotPassword: (email: string) => void;
}

export function SignInForm({ onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const { signIn, pending } = useSignIn();
  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: signInSchema,
    onSubmit: signIn,
  });
  const fieldError = (name: 'email' | 'password') => (formik.touched[name] && formik.errors[name] ? t(formik.errors[name]) : undefined);
  const emailError = fieldError('email');
  const passwordError = fieldError('password');

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('signIn.formLabel')} sx={{ display: 'grid', gap: 2.5, mt: 3 }}>
      <TextField
        id="sign-in-email"
        name="email"
        type="email"
        label={t('signIn.email')}
        autoComplete="email"
        required
        value={formik.values.email}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(emailError)}
        helperText={emailError}
      />
      <TextField
        id="sign-in-password"
        name="password"
        type="password"
        label={t('signIn.password')}
        autoComplete="current-password"
        required
        value={formik.values.password}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(passwordError)}
        helperText={passwordError}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Link component="button" type="button" variant="body2" onClick={() => onForgotPassword(formik.values.email.trim())}>
          {t('signIn.forgotLink')}
        </Link>
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        aria-busy={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {pending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </Box>
  );
}
