import { formatNumber, toLanguage } from './format';

/**
 * A long taka figure said the way a Bangladeshi says it: 3,48,00,000 → "৩ কোটি ৪৮ লাখ টাকা"
 * (GLOSSARY-BN.md). Eight digits and more are hard to read at a glance even with lakh commas, so such
 * figures get this as a second line; below one crore the figure alone reads fine, and this gives null.
 *
 * English says the same units ("3 crore 48 lakh taka"), not "34.8 million": the figure above it is
 * grouped in lakhs and crores too, so the words must name the same groups to help read it, and a
 * rounded "3.48 crore" would disagree with the exact figure.
 */
const UNITS = [
  { size: 10_000_000, bn: 'কোটি', en: 'crore' },
  { size: 100_000, bn: 'লাখ', en: 'lakh' },
  { size: 1_000, bn: 'হাজার', en: 'thousand' },
] as const;

export const WORDS_FROM = 10_000_000; // the first 8-digit amount: one crore

export function bdtInWords(amount: number, lng: string | undefined): string | null {
  if (!Number.isFinite(amount)) return null;
  // Whole taka: poisha would only lengthen a line meant for reading at a glance; the figure keeps them.
  let rest = Math.floor(Math.abs(amount));
  if (rest < WORDS_FROM) return null;
  const language = toLanguage(lng);
  const parts: string[] = [];
  for (const unit of UNITS) {
    const count = Math.floor(rest / unit.size);
    rest -= count * unit.size;
    // The crore count itself may pass 99 (1,250 crore); it is grouped like any figure.
    if (count > 0) parts.push(`${formatNumber(count, language)} ${unit[language]}`);
  }
  if (rest > 0) parts.push(formatNumber(rest, language));
  return `${amount < 0 ? '-' : ''}${parts.join(' ')} ${language === 'bn' ? 'টাকা' : 'taka'}`;
}
