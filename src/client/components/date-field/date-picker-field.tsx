import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { bnBD, enUS } from '@mui/x-date-pickers/locales';
import type { FieldRef } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/bn';
import 'dayjs/locale/en-gb';
import preParsePostFormat from 'dayjs/plugin/preParsePostFormat';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDay } from '../../../shared/schemas/fields';
import { toAsciiDigits } from '../../../shared/format';
import { INCOMPLETE_DAY, dayFromPicker, pickerFromDay } from './calendar-day';
import type { DateFieldProps } from './date-field';
import { registerDateField } from './focus-date-field';

// The Bengali locale's postformat writes Bengali digits and its preparse reads them back; the
// picker then shows and accepts ০-৯ in the field and the calendar.
dayjs.extend(preParsePostFormat);

/**
 * dayjs's strict parse formats the date it read and compares that with the input; in Bengali the
 * format comes out in Bengali digits while the input was already turned to Latin ones, so every
 * typed date was refused. Dates are read in English and given the field's locale after.
 */
class AdapterDayjsBengaliDigits extends AdapterDayjs {
  override parse = (value: string, format: string) => {
    if (value === '') return null;
    const date = dayjs(toAsciiDigits(value), format, 'en', true);
    return this.locale ? date.locale(this.locale) : date;
  };
}

/** Day, month, year: the order Bangladesh writes dates in, whatever the browser's own locale. */
const FORMAT = 'DD/MM/YYYY';

const LOCALE_TEXT = {
  en: {
    ...enUS.components.MuiLocalizationProvider.defaultProps.localeText,
    fieldDayPlaceholder: () => 'DD',
    fieldMonthPlaceholder: () => 'MM',
    fieldYearPlaceholder: () => 'YYYY',
  },
  bn: {
    ...bnBD.components.MuiLocalizationProvider.defaultProps.localeText,
    fieldDayPlaceholder: () => 'দিন',
    fieldMonthPlaceholder: () => 'মাস',
    fieldYearPlaceholder: () => 'বছর',
  },
};

/**
 * The MUI X date picker behind DateField, in its own chunk: typed day/month/year sections and a calendar.
 *
 * The picker holds its own value (uncontrolled). Controlled, it dropped the day and month typed
 * before a year whenever the form rendered again between two keys (formik does, as it validates),
 * since each part of a year on its way (0002, 0020) is no date. A day set from outside (a quick
 * pick, a reset) mounts it afresh with that day.
 */
export default function DatePickerField({ id, name, label, value, onChange, onBlur, error, helperText, required, size, fullWidth, disabled }: DateFieldProps) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  // `day`: the day the picker holds; `mount` changes only for a day from outside: the form's value
  // changed, and not to what the picker just said (a form may take that a render later).
  const [held, setHeld] = useState({ mount: 0, day: value, given: value, initial: pickerFromDay(value) });
  if (value !== held.given) {
    const fromOutside = value !== held.day;
    setHeld({ mount: fromOutside ? held.mount + 1 : held.mount, day: value, given: value, initial: fromOutside ? pickerFromDay(value) : held.initial });
  }
  const publish = (day: string) => {
    setHeld((current) => ({ ...current, day }));
    onChange(day);
  };
  const sections = useRef<HTMLInputElement>(null);
  const field = useRef<FieldRef<Dayjs | null>>(null);
  useEffect(() => {
    registerDateField(id, () => field.current?.focusField(0));
    return () => registerDateField(id, null);
  }, [id]);
  // The picker reports no value while a part is still missing, so a half-typed day would read as an
  // empty field (no limit, or "required"). Its hidden input holds the typed parts: any there while
  // it has no date is an incomplete day, which the forms refuse as "Enter a valid date". Checked
  // after each render and each key, since typing a first part re-renders only the picker.
  const reportIncomplete = () => {
    // A whole day is a date the picker holds; an impossible one (31/02) is held as incomplete already.
    if (isCalendarDay(held.day)) return;
    const day = sections.current?.value ? INCOMPLETE_DAY : '';
    if (day !== held.day) publish(day);
  };
  useEffect(reportIncomplete);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjsBengaliDigits} adapterLocale={language === 'bn' ? 'bn' : 'en-gb'} localeText={LOCALE_TEXT[language]}>
      <DatePicker
        key={held.mount}
        label={label}
        format={FORMAT}
        defaultValue={held.initial}
        disabled={disabled}
        onChange={(next) => publish(dayFromPicker(next))}
        slotProps={{
          field: { fieldRef: field },
          textField: { id, name, required, size, fullWidth, error, helperText, onBlur, onKeyUp: reportIncomplete, inputRef: sections },
        }}
      />
    </LocalizationProvider>
  );
}
