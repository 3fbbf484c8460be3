/** What the screen needs from a failed call: the server's English message and its code, when it sent them. */
export interface ServerFailure {
  message: string | null;
  code: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * Reads `{message, code}` from an RTK Query error (`error.data`) or an upload error (the object itself).
 * Anything else (a network failure, a bug) has no message worth showing, so the screen's fallback is used.
 */
export function toFailure(error: unknown): ServerFailure {
  if (!error || typeof error !== 'object') return { message: null, code: null };
  const data = (error as { data?: unknown }).data;
  const source = data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  if (source) return { message: text(source.message), code: text(source.code) };
  if ((error as { name?: unknown }).name === 'UploadError') {
    const upload = error as { serverMessage?: unknown; code?: unknown };
    return { message: text(upload.serverMessage), code: text(upload.code) };
  }
  return { message: null, code: null };
}
