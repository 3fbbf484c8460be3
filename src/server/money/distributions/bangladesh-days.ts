/**
 * Calendar days in Bangladesh time (UTC+6, no daylight saving), where a distribution's period lives.
 * A day is handled as its number since 1970-01-01, so a period's length is a subtraction.
 */

const DAY_MS = 86_400_000;
const OFFSET_MS = 6 * 3_600_000;

export const dayNumber = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

export const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Today in Bangladesh, 'YYYY-MM-DD'. */
export const bangladeshToday = (now: Date = new Date()): string => new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The instant the day after `day` begins in Bangladesh, as the ISO text transfers.created_at is written in. */
export const endOfBangladeshDay = (day: string): string => new Date((dayNumber(day) + 1) * DAY_MS - OFFSET_MS).toISOString();
