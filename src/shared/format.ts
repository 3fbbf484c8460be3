import type { Language } from './constants';

/**
 * One place for number, money and date display. Bengali uses Bengali digits and ৳;
 * English keeps lakh/crore grouping (en-IN) because that is how BDT amounts are read.
 */
const locales: Record<Language, string> = { en: 'en-IN', bn: 'bn-BD' };

export function toLanguage(lng: string | undefined): Language {
  return lng?.startsWith('bn') ? 'bn' : 'en';
}

export function formatNumber(value: number, lng: string | undefined, maxFractionDigits = 2): string {
  return new Intl.NumberFormat(locales[toLanguage(lng)], { maximumFractionDigits: maxFractionDigits }).format(value);
}

export function formatBdt(amount: number, lng: string | undefined): string {
  return new Intl.NumberFormat(locales[toLanguage(lng)], {
    style: 'currency',
    currency: 'BDT',
    currencyDisplay: 'narrowSymbol',
    // Whole amounts stay short; a fractional one always shows two decimals (৳1,250.50, not ৳1,250.5).
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatPercent(value: number, lng: string | undefined): string {
  return `${formatNumber(value, lng, 1)}%`;
}

export function formatDate(iso: string, lng: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locales[toLanguage(lng)], { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Users may type Bengali digits; parsers (yup.number, Number) only know ASCII ones. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
}
