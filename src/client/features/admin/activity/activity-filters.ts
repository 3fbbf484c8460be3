import { isCalendarDay } from '../../../../shared/schemas/fields';

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

const isDay = (key: string) => key === 'from' || key === 'to';

/**
 * Only the filters that are set, trimmed, as query parameters (the server refuses nothing else). A
 * date still being typed filters nothing until it is a whole day.
 */
export function filterParams(filters: ActivityFilters): Record<string, string> {
  return Object.fromEntries(
    (Object.entries(filters) as [string, string][])
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([key, value]) => value !== '' && (!isDay(key) || isCalendarDay(value))),
  );
}
