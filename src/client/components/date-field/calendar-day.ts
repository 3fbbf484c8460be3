import dayjs, { type Dayjs } from 'dayjs';
import { isCalendarDay } from '../../../shared/schemas/fields';

/** What a date field holds while its day, month or year is missing or the date does not exist: no schema's day, so the form says "Enter a valid date". */
export const INCOMPLETE_DAY = 'incomplete';

/** The picker's value as the forms and the API hold days: '' (empty), 'YYYY-MM-DD' or INCOMPLETE_DAY. */
export function dayFromPicker(value: Dayjs | null): string {
  if (!value) return '';
  // In English digits whatever the field's language: the Bengali locale would write ২০২৬.
  return value.isValid() ? value.locale('en').format('YYYY-MM-DD') : INCOMPLETE_DAY;
}

/** A form's day as the picker's value; anything that is no calendar day shows as an empty field. */
export function pickerFromDay(day: string): Dayjs | null {
  return isCalendarDay(day) ? dayjs(day) : null;
}
