import { formatDate } from '../../../../shared/format';

/**
 * A 'YYYY-MM-DD' period day in the page's language. Read at noon UTC so the browser's time zone
 * (anywhere from UTC−11 to UTC+11) cannot move it to the day before or after.
 */
export const formatDay = (day: string, lng: string | undefined) => formatDate(`${day}T12:00:00Z`, lng);

export const formatPeriod = (start: string, end: string, lng: string | undefined) => `${formatDay(start, lng)} – ${formatDay(end, lng)}`;
