import Box from '@mui/material/Box';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format';
import { FormikTextField } from '../../../components/formik-text-field';
import { PROFILE_LIMITS, type EditProfileField, type EditProfileFormValues } from '../profile-schema';

export const fieldId = (field: EditProfileField) => `edit-profile-${field}`;

const FIELDS: { name: EditProfileField; type: string; autoComplete: string; required?: boolean; inputMode?: 'tel' | 'email' | 'text' }[] = [
  { name: 'fullname', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true, inputMode: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'nid', type: 'text', autoComplete: 'off' },
];

interface Props {
  formik: FormikProps<EditProfileFormValues>;
  serverError: (field: EditProfileField) => string | undefined;
}

/** The four fields; a message is a translation key, translated here so a language switch re-translates it. */
export function ProfileFormFields({ formik, serverError }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
      {FIELDS.map(({ name, type, autoComplete, required, inputMode }, index) => (
        <FormikTextField
          key={name}
          formik={formik}
          name={name}
          errorText={(key) => t(key, { max: formatNumber(PROFILE_LIMITS[name], i18n.language) })}
          otherError={serverError(name)}
          help={required ? undefined : t('profile.edit.optional')}
          id={fieldId(name)}
          type={type}
          label={t(`profile.fields.${name}`)}
          autoComplete={autoComplete}
          required={required}
          // The first field takes focus as the dialog opens, so typing can start at once.
          autoFocus={index === 0}
          slotProps={{ htmlInput: { inputMode } }}
          fullWidth
        />
      ))}
    </Box>
  );
}
