import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN, RESET_CODE_LENGTH } from '../../../../shared/constants';
import { readResetInput } from '../../../../shared/schemas/auth';
import { formatNumber } from '../../../../shared/format';
import { BusyButton } from '../../../components/busy-button';
import { FormikTextField } from '../../../components/formik-text-field';
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
  const field = (name: FieldName) => ({ formik, name, errorText: (key: string) => t(key, limits), id: `reset-${name}`, required: true, disabled: locked });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('reset.formLabel')} sx={{ display: 'grid', gap: 2.5, mt: 3 }}>
      {/* One field for the mailed code or the link's token, so it cannot be numeric-only. */}
      <FormikTextField
        {...field('resetToken')}
        label={t('reset.token')}
        autoComplete="one-time-code"
        help={t('reset.tokenHelp', { n: formatNumber(RESET_CODE_LENGTH, i18n.language) })}
        slotProps={{ htmlInput: { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } }}
      />
      <FormikTextField {...field('newPassword')} type="password" label={t('reset.newPassword')} autoComplete="new-password" help={t('reset.newPasswordHelp', limits)} />
      <FormikTextField {...field('confirmPassword')} type="password" label={t('reset.confirmPassword')} autoComplete="new-password" />
      {error && <Alert severity="error">{error}</Alert>}
      <BusyButton type="submit" variant="contained" size="large" busy={submitting} disabled={locked} aria-busy={submitting} busyText={t('reset.submitting')}>
        {t('reset.submit')}
      </BusyButton>
    </Box>
  );
}
