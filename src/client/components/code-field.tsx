import TextField from '@mui/material/TextField';
import { toAsciiDigits } from '../../shared/format';

/** The six digits of a typed code, or null: a Bengali keyboard types Bengali digits, and the server knows ASCII ones. */
export function sixDigitCode(text: string): string | null {
  const digits = toAsciiDigits(text).replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown in place of the hint, and marks the field invalid. */
  error: string | null;
  hint?: string;
}

/** The field for a 6-digit code sent by mail or SMS: numeric keyboard on phones, and the phone's offer to fill it in. */
export function CodeField({ id, label, value, onChange, error, hint }: CodeFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      autoComplete="one-time-code"
      autoFocus
      required
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
    />
  );
}
