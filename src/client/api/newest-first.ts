/** A copy of `items`, newest first by `createdAt` (ISO text sorts in time order), whatever order the server sent. */
export function newestFirst<T extends { createdAt: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
