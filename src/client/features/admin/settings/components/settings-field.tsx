import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import type { TrustField } from '../../../../../shared/schemas/trust';
import { FormikTextField } from '../../../../components/formik-text-field';
import { errorText } from '../settings-schema';

interface SettingsFieldProps<Values extends Record<string, string>> {
  formik: FormikProps<Values>;
  name: keyof Values & TrustField;
  /** The form's id, so field ids are unique when two forms are on one screen. */
  form: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  disabled: boolean;
  help?: string;
  /** 'bn' for the Bengali fields: screen readers and fonts read them as Bengali. */
  lang?: 'bn';
  inputMode?: 'numeric' | 'tel' | 'email';
}

/** One text field of the Settings tab, with its error (after a touch or a try) in the page's language. */
export function SettingsField<Values extends Record<string, string>>({
  formik,
  name,
  form,
  label,
  required,
  multiline,
  disabled,
  help,
  lang,
  inputMode,
}: SettingsFieldProps<Values>) {
  const { t, i18n } = useTranslation();
  return (
    <FormikTextField
      formik={formik}
      name={name}
      errorText={(key) => errorText(key, name, t, i18n.language)}
      help={help}
      id={`${form}-${name}`}
      label={label}
      required={required}
      disabled={disabled}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      slotProps={{ htmlInput: { autoComplete: 'off', ...(lang ? { lang } : {}), ...(inputMode ? { inputMode } : {}) } }}
    />
  );
}
