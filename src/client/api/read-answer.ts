// The one reader of a failed call's body: the server answers `{message, code}` in English
// (DECISIONS.md). Its own module so the first load, which needs only this, does not carry the rest of
// server-failure.ts (PERFORMANCE.md 1).

/** The server's message and code, when it sent them. */
export interface ServerAnswer {
  message: string | null;
  code: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** An RTK Query error's body as an object; empty for a network failure or a bug (no body). */
function bodyOf(error: unknown): Record<string, unknown> {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : null;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/** `{message, code}` of an RTK Query error's body; a network failure or a bug has none. */
export function readAnswer(error: unknown): ServerAnswer {
  const body = bodyOf(error);
  return { message: text(body.message), code: text(body.code) };
}

/** The per-field messages of a refused body (`fields`, by form field name), when the server sent them. */
export function readFieldMessages(error: unknown): Record<string, string> {
  const { fields } = bodyOf(error);
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
