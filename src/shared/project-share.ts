import { formatNumber } from './format';

/**
 * An investor's share of a project's capital, in percent rounded to two decimals: one rule for every
 * place that shows it (invest review, holdings, certificate, statement), so the same holding never
 * reads 0.3 % in one place and 0.29 % in another. Both amounts in the same unit (whole poisha).
 */
export function projectSharePercent(part: number, whole: number): number {
  if (!(whole > 0) || !(part > 0)) return 0;
  return Math.round((part / whole) * 10_000) / 100;
}

/** A share from projectSharePercent as text: up to two decimals, in the page's digits. */
export function formatProjectShare(percent: number, lng: string | undefined): string {
  return `${formatNumber(percent, lng, 2)}%`;
}
