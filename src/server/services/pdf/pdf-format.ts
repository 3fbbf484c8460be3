import type { Language } from '../../../shared/constants';

/**
 * Figures and days as the statement and the certificate print them, in the reader's language (the
 * server has no i18next): Bengali digits in Bengali, lakh grouping, days read day first.
 */
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const OFFSET_MS = 6 * 3_600_000;

export const languageOf = (value: string | null | undefined): Language => (value === 'bn' ? 'bn' : 'en');

/** Western digits to Bengali ones in Bengali; other text unchanged. */
export const digits = (text: string, language: Language): string => (language === 'bn' ? text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!) : text);

const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1,23,456.70 (lakh grouping, two decimals), in Bengali digits in Bengali: a table's money column. */
export const money = (bdt: number, language: Language): string => digits(grouping.format(bdt), language);

/** '01/02/2026' read the Bangladeshi way (day first) from a 'YYYY-MM-DD' day. */
export const dayLabel = (day: string, language: Language): string => digits(`${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`, language);

/** The Bangladesh day (UTC+6) of an ISO instant, 'YYYY-MM-DD'. */
export const bangladeshDayOf = (iso: string): string => new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 10);
