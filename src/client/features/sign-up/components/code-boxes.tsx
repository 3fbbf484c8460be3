import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '../../../../shared/constants';
import { formatNumber, toAsciiDigits } from '../../../../shared/format';

/** A blank box inside the code string, so positions survive a gap ('12 456'). */
export const BLANK = ' ';
export const EMPTY_CODE = BLANK.repeat(OTP_LENGTH);

const digitsOf = (text: string): string => toAsciiDigits(text).replace(/\D/g, '');

/** Writes `digits` into `code` from box `from` on; a whole code fills every box whatever box it came into. */
function fillFrom(code: string, from: number, digits: string): { code: string; next: number } {
  const start = digits.length >= OTP_LENGTH ? 0 : from;
  const chars = code.split('');
  const written = digits.slice(0, OTP_LENGTH - start);
  written.split('').forEach((digit, offset) => (chars[start + offset] = digit));
  return { code: chars.join(''), next: Math.min(start + written.length, OTP_LENGTH - 1) };
}

interface CodeBoxesProps {
  /** OTP_LENGTH characters, a digit or BLANK each. */
  value: string;
  onChange: (code: string) => void;
  labelId: string;
  errorId?: string;
  invalid: boolean;
  disabled: boolean;
}

/**
 * Six one-digit boxes (spec section 5): typing moves on, Backspace on an empty box goes back, a
 * pasted or autofilled code spreads over the boxes. Bengali digits count as digits.
 *
 * Kept by hand: the maintained MUI one (mui-one-time-password-input) only accepts
 * or refuses a character (`validateChar`), it does not turn it into another, so a Bengali keyboard's
 * '১২৩' would be refused or reach the code as Bengali digits; these boxes write them as 123, which
 * the code step's tests check, in about 100 lines and no dependency tied to an MUI major.
 */
export function CodeBoxes({ value, onChange, labelId, errorId, invalid, disabled }: CodeBoxesProps) {
  const { t, i18n } = useTranslation();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => inputs.current[index]?.focus();

  function write(index: number, digits: string) {
    const { code, next } = fillFrom(value, index, digits);
    onChange(code);
    focusBox(next);
  }

  function handleChange(index: number, text: string) {
    const previous = value[index] === BLANK ? '' : value[index]!;
    let digits = digitsOf(text);
    // Typing into a filled box (caret after its digit) keeps the new digit only.
    if (previous && digits.length === 2 && digits.includes(previous)) digits = digits.startsWith(previous) ? digits.slice(1) : digits.slice(0, 1);
    else if (previous && digits === previous && text.length > 1) return; // a letter typed after the digit
    if (digits.length === 0) {
      if (text === '') onChange(value.slice(0, index) + BLANK + value.slice(index + 1));
      return; // a letter typed: nothing changes
    }
    if (digits.length === 1) {
      onChange(value.slice(0, index) + digits + value.slice(index + 1));
      focusBox(Math.min(index + 1, OTP_LENGTH - 1));
      return;
    }
    write(index, digits); // autofill of the whole code, or several digits at once
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && value[index] === BLANK && index > 0) {
      event.preventDefault();
      onChange(value.slice(0, index - 1) + BLANK + value.slice(index));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits) write(index, digits);
  }

  const total = formatNumber(OTP_LENGTH, i18n.language);
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={errorId} sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }} dir="ltr">
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <OutlinedInput
          key={index}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current[index] = element;
          }}
          value={value[index] === BLANK ? '' : value[index]}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          error={invalid}
          disabled={disabled}
          sx={{ width: { xs: 44, sm: 52 }, height: { xs: 52, sm: 60 } }}
          slotProps={{
            input: {
              'aria-label': t('signUp.code.digit', { n: formatNumber(index + 1, i18n.language), total }),
              'aria-invalid': invalid,
              'aria-describedby': errorId,
              inputMode: 'numeric',
              // The first box takes the whole code from the keyboard's or the browser's suggestion.
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              name: `otp-${index + 1}`,
              style: { textAlign: 'center', fontSize: '1.5rem', padding: 0 },
            },
          }}
        />
      ))}
    </Box>
  );
}
