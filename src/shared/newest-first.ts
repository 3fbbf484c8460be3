/**
 * A copy of `items`, newest first by `createdAt` (ISO text sorts in time order), whatever order the
 * server sent. Plain string order, not localeCompare: that starts an ICU collator, tens of ms on the
 * first page that sorts (PERFORMANCE.md 2).
 */
export function newestFirst<T extends { createdAt: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
