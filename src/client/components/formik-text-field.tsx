import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { getIn, type FormikProps } from 'formik';
import type { ReactNode } from 'react';

export type FormikTextFieldProps<Values> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'onBlur' | 'helperText'> & {
  formik: FormikProps<Values>;
  /** A field of the form, or a nested one as formik writes it ('account.number'). */
  name: (keyof Values & string) | `${keyof Values & string}.${string}`;
  /** The text for the schema's message (a translation key in this app's shared schemas); '' for a message the form tells elsewhere. */
  errorText: (message: string) => string;
  /** Shown under the field while it has no error. */
  help?: ReactNode;
  /** An error the schema cannot know (the server refused the value), shown while the schema has none. */
  otherError?: string;
};

/**
 * The one formik + MUI text field: value, change and blur bound to `formik`, and the schema's error
 * shown once the field is touched (formik touches every field on a submit), else `otherError`, else `help`.
 */
export function FormikTextField<Values>({ formik, name, errorText, help, otherError, onChange, ...field }: FormikTextFieldProps<Values>) {
  const message: unknown = getIn(formik.touched, name) ? getIn(formik.errors, name) : undefined;
  const error = (typeof message === 'string' && message ? errorText(message) : '') || otherError || undefined;
  return (
    <TextField
      {...field}
      name={name}
      value={(getIn(formik.values, name) as unknown) ?? ''}
      onChange={onChange ?? formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(error)}
      helperText={error ?? help}
    />
  );
}
