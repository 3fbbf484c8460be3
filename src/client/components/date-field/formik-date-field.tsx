import { getIn, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { DateField, type DateFieldProps } from './date-field';

type FormikDateFieldProps<Values> = Omit<DateFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'> & {
  formik: FormikProps<Values>;
  name: keyof Values & string;
  /** The text for the form's error message (a translation key). */
  errorText: (message: string) => string;
  help?: ReactNode;
  /** Called after the form holds the new day. */
  onChange?: (day: string) => void;
};

/** DateField bound to formik as FormikTextField binds a text field: the error shows once the field is touched. */
export function FormikDateField<Values>({ formik, name, errorText, help, onChange, ...field }: FormikDateFieldProps<Values>) {
  const message: unknown = getIn(formik.touched, name) ? getIn(formik.errors, name) : undefined;
  const error = typeof message === 'string' && message ? errorText(message) : undefined;
  return (
    <DateField
      {...field}
      name={name}
      value={(getIn(formik.values, name) as string | undefined) ?? ''}
      // Checked when the form is sent, not at each key or on leaving the field: formik's check renders
      // the form again between two keys, and a year on its way (0002, 0020) then lost the day and
      // month typed before it; and a shown error going on leaving the field moved the button being
      // clicked from under the pointer, so the click was lost.
      onChange={(day) => {
        void formik.setFieldValue(name, day, false);
        onChange?.(day);
      }}
      onBlur={() => void formik.setFieldTouched(name, true, false)}
      error={Boolean(error)}
      helperText={error ?? help}
    />
  );
}
