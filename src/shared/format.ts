import type { Language } from './constants';

/**
 * One place for number, money and date display. Bengali uses Bengali digits and "টাকা" after the figure;
 * English keeps lakh/crore grouping (en-IN) because that is how BDT amounts are read.
 */
const locales: Record<Language, string> = { en: 'en-IN', bn: 'bn-BD' };

export function toLanguage(lng: string | undefined): Language {
  return lng?.startsWith('bn') ? 'bn' : 'en';
}

/**
 * Building an Intl formatter costs far more than using one (the first per locale loads its data), and a
 * page formats dozens of numbers while it renders: each formatter is built once and kept.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** A string of decimal digits plus one (0199 → 0200, 99 → 100). */
function addOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

/**
 * `value` as Intl.NumberFormat writes it for en-IN and bn-BD (lakh grouping, '.' decimals, Bengali
 * digits in Bengali), rounded half away from zero on its shortest decimal form, as Intl rounds. Written
 * out because the first Intl formatter of a page costs 20-40 ms of main thread while ICU loads the
 * locale (PERFORMANCE.md 2), and prices and percents are on the first screen of most pages. null for
 * what this does not cover (not finite, exponent notation): the caller asks Intl.
 */
function plainNumber(value: number, language: Language, minDigits: number, maxDigits: number): { sign: string; digits: string } | null {
  const text = Math.abs(value).toString();
  if (!Number.isFinite(value) || text.includes('e')) return null;
  let [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > maxDigits) {
    const roundUp = fraction.charCodeAt(maxDigits) >= 53; // the first dropped digit is 5 or more
    const kept = whole + fraction.slice(0, maxDigits);
    const rounded = roundUp ? addOne(kept) : kept;
    whole = rounded.slice(0, rounded.length - maxDigits) || '0';
    fraction = rounded.slice(rounded.length - maxDigits);
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minDigits, '0');
  // Lakh grouping: the last three digits, then twos (12,34,567).
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const digits = fraction ? `${grouped}.${fraction}` : grouped;
  return {
    sign: value < 0 || Object.is(value, -0) ? '-' : '',
    digits: language === 'bn' ? digits.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!) : digits,
  };
}

export function formatNumber(value: number, lng: string | undefined, maxFractionDigits = 2): string {
  const language = toLanguage(lng);
  const plain = plainNumber(value, language, 0, maxFractionDigits);
  if (plain) return plain.sign + plain.digits;
  const locale = locales[language];
  return cached(`number ${locale} ${maxFractionDigits}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits })).format(value);
}

export function formatBdt(amount: number, lng: string | undefined): string {
  const language = toLanguage(lng);
  // Whole amounts stay short; a fractional one always shows two decimals (৳1,250.50, not ৳1,250.5).
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const plain = plainNumber(amount, language, fractionDigits, 2);
  // GLOSSARY-BN.md: Bengali readers write the word after the figure (১,২৫০.৫০ টাকা), as on a bKash
  // receipt; a ৳ after Bengali digits reads as a stray mark. English keeps the sign in front (৳1,250.50).
  if (plain) return language === 'bn' ? `${plain.sign}${plain.digits} টাকা` : `${plain.sign}৳${plain.digits}`;
  const locale = locales[language];
  if (language === 'bn') {
    const number = cached(`number ${locale} ${fractionDigits}-2`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: 2 }));
    return `${number.format(amount)} টাকা`;
  }
  const formatter = cached(
    `bdt ${locale} ${fractionDigits}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'BDT', currencyDisplay: 'narrowSymbol', minimumFractionDigits: fractionDigits, maximumFractionDigits: 2 }),
  );
  return formatter.format(amount);
}

export function formatPercent(value: number, lng: string | undefined): string {
  return `${formatNumber(value, lng, 1)}%`;
}

export function formatDate(iso: string, lng: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = locales[toLanguage(lng)];
  return cached(`date ${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' })).format(date);
}

/** ICU writes AM/PM in bn-BD; a Bengali reader's clock says পূর্বাহ্ণ/অপরাহ্ণ. */
const BENGALI_DAY_PERIODS: Record<string, string> = { AM: 'পূর্বাহ্ণ', PM: 'অপরাহ্ণ' };

export interface DateTimeStyle {
  /** 'long' for mails ("11 March 2025 at 10:00"), 'short' for screens ("25 Nov 2026, 9:42 am"). */
  length?: 'short' | 'long';
  /** Mails and PDFs are read away from the server, so they name Bangladesh time; screens use the device's. */
  timeZone?: string;
}

/**
 * A date with its time to the minute, the one formatter for every place that shows a time (screens,
 * mails, PDFs): Bengali digits and পূর্বাহ্ণ/অপরাহ্ণ in Bengali.
 */
export function formatDateTime(at: string | Date, lng: string | undefined, style: DateTimeStyle = {}): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  const language = toLanguage(lng);
  const long = style.length === 'long';
  const locale = long && language === 'en' ? 'en-GB' : locales[language];
  const options: Intl.DateTimeFormatOptions = long
    ? { dateStyle: 'long', timeStyle: 'short', timeZone: style.timeZone }
    : { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: style.timeZone };
  const formatter = cached(`datetime ${locale} ${style.length ?? 'short'} ${style.timeZone ?? ''}`, () => new Intl.DateTimeFormat(locale, options));
  if (language !== 'bn') return formatter.format(date);
  return formatter
    .formatToParts(date)
    .map((part) => (part.type === 'dayPeriod' ? (BENGALI_DAY_PERIODS[part.value.toUpperCase()] ?? part.value) : part.value))
    .join('');
}

/** Users may type Bengali digits; parsers (yup.number, Number) only know ASCII ones. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
}
