/**
 * SQLite gave up waiting for another process's write lock (busy_timeout). The statement that waited
 * changed nothing and the transaction around it is rolled back, so trying again later is safe.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}
