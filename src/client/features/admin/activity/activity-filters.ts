/** The Activity tab's filters as the form holds them; '' means "any". */
export interface ActivityFilters {
  actor: string;
  action: string;
  target: string;
  /** YYYY-MM-DD, inclusive */
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { actor: '', action: '', target: '', from: '', to: '' };

/** Only the filters that are set, trimmed, as query parameters (the server refuses nothing else). */
export function filterParams(filters: ActivityFilters): Record<string, string> {
  return Object.fromEntries((Object.entries(filters) as [string, string][]).map(([key, value]) => [key, value.trim()] as const).filter(([, value]) => value !== ''));
}
