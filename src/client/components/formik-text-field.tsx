import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';

type FormikTextFieldProps<Values> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'onBlur' | 'helperText'> & {
  formik: FormikProps<Values>;
  name: keyof Values & string;
  /** The text for the schema's message (a translation key in this app's shared schemas). */
  errorText: (message: string) => string;
  /** Shown under the field while it has no error. */
  help?: ReactNode;
};

/**
 * The one formik + MUI text field: value, change and blur bound to `formik`, and the schema's error
 * shown once the field is touched (formik touches every field on a submit), else `help`.
 */
export function FormikTextField<Values>({ formik, name, errorText, help, onChange, ...field }: FormikTextFieldProps<Values>) {
  const message = formik.touched[name] ? formik.errors[name] : undefined;
  const error = typeof message === 'string' && message ? errorText(message) : undefined;
  return (
    <TextField
      {...field}
      name={name}
      value={(formik.values[name] as unknown) ?? ''}
      onChange={onChange ?? formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(error)}
      helperText={error ?? help}
    />
  );
}
