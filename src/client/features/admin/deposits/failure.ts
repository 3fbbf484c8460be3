/** What a screen needs from a failed call: the HTTP status, and the server's English message and code. */
export interface ApiFailure {
  /** null for a network failure or a bug, which have no answer. */
  status: number | null;
  message: string | null;
  code: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Reads `{message, code}` and the status from an RTK Query error; anything else has nothing to show. */
export function toApiFailure(error: unknown): ApiFailure {
  if (!error || typeof error !== 'object') return { status: null, message: null, code: null };
  const { status, data } = error as { status?: unknown; data?: unknown };
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return { status: typeof status === 'number' ? status : null, message: text(body.message), code: text(body.code) };
}

/** 409: another administrator decided the deposit first. */
export const isConflict = (failure: ApiFailure | null): boolean => failure?.status === 409;
