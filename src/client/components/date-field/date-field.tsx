import TextField from '@mui/material/TextField';
import { Suspense, lazy, type ReactNode } from 'react';

export interface DateFieldProps {
  id: string;
  name: string;
  label: string;
  /** '' (empty), 'YYYY-MM-DD', or INCOMPLETE_DAY while a part is missing. */
  value: string;
  onChange: (day: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  disabled?: boolean;
}

const DatePickerField = lazy(() => import(/* webpackChunkName: "date-picker" */ './date-picker-field'));

/**
 * A date typed or picked as day/month/year, with Bengali digits in Bengali. The picker library
 * loads on first use; until then a disabled field of the same size holds its place.
 */
export function DateField(props: DateFieldProps) {
  const placeholder = (
    <TextField
      id={props.id}
      label={props.label}
      size={props.size}
      fullWidth={props.fullWidth}
      required={props.required}
      disabled
      helperText={props.helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <DatePickerField {...props} />
    </Suspense>
  );
}
