import { toLanguage } from '../../../../shared/format';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Date and time to the minute in the reader's language (Bengali digits in Bengali), local time. */
export function formatDateTime(iso: string, lng: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = toLanguage(lng) === 'bn' ? 'bn-BD' : 'en-IN';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}
