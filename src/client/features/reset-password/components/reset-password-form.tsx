import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN, RESET_CODE_LENGTH } from '../../../../shared/constants';
import { readResetInput } from '../../../../shared/schemas/auth';
import { formatNumber } from '../../../../shared/format';
import type { ResetPasswordValues } from '../machines/reset-password-machine';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '../reset-password-schema';

interface ResetPasswordFormProps {
  initialToken: string;
  /** Done and about to leave: the form takes no more input. */
  locked: boolean;
  submitting: boolean;
  error: string | null;
  onSubmit: (values: ResetPasswordValues) => void;
}

type FieldName = keyof ResetPasswordFormValues;

/** The reset screen's fields; a failed attempt keeps what was typed so it can be corrected. */
export function ResetPasswordForm({ initialToken, locked, submitting, error, onSubmit }: ResetPasswordFormProps) {
  const { t, i18n } = useTranslation();
  const limits = { min: formatNumber(PASSWORD_MIN, i18n.language), max: formatNumber(PASSWORD_MAX, i18n.language) };
  const formik = useFormik<ResetPasswordFormValues>({
    initialValues: { resetToken: initialToken, newPassword: '', confirmPassword: '' },
    validationSchema: resetPasswordFormSchema,
    onSubmit(values) {
      const { resetToken, newPassword } = resetPasswordFormSchema.cast(values);
      // An 8-digit code typed in Bengali digits or in two groups is sent as its 8 ASCII digits.
      onSubmit({ resetToken: readResetInput(resetToken), newPassword });
    },
  });
  const fieldError = (name: FieldName) => (formik.touched[name] && formik.errors[name] ? t(formik.errors[name], limits) : undefined);
  const field = (name: FieldName) => ({
    id: `reset-${name}`,
    name,
    required: true,
    disabled: locked,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(fieldError(name)),
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('reset.formLabel')} sx={{ display: 'grid', gap: 2.5, mt: 3 }}>
      {/* One field for the mailed code or the link's token (issue 18), so it cannot be numeric-only. */}
      <TextField
        {...field('resetToken')}
        label={t('reset.token')}
        autoComplete="one-time-code"
        helperText={fieldError('resetToken') ?? t('reset.tokenHelp', { n: formatNumber(RESET_CODE_LENGTH, i18n.language) })}
        slotProps={{ htmlInput: { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } }}
      />
      <TextField
        {...field('newPassword')}
        type="password"
        label={t('reset.newPassword')}
        autoComplete="new-password"
        helperText={fieldError('newPassword') ?? t('reset.newPasswordHelp', limits)}
      />
      <TextField {...field('confirmPassword')} type="password" label={t('reset.confirmPassword')} autoComplete="new-password" helperText={fieldError('confirmPassword')} />
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={locked || submitting}
        aria-busy={submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {submitting ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </Box>
  );
}
