import { toLanguage } from '../../../shared/format';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date with its time ("25 Nov 2026, 9:42 am"), for session and security event times where the
 * day alone says too little. The same locales as shared/format.ts, so Bengali gets Bengali digits.
 */
export function formatDateTime(iso: string, lng: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = toLanguage(lng) === 'bn' ? 'bn-BD' : 'en-IN';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    formats.set(locale, format);
  }
  return format.format(date);
}
