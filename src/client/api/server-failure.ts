import type { i18n as I18n, TFunction } from 'i18next';

// Shared by every feature that shows why an account call failed (sign-in, reset, sign-up).

/** What a failed call told us, in plain data (an RTK Query error is not meant to be kept or compared). */
export interface ServerFailure {
  status: number | 'network' | null;
  message: string | null;
  code: string | null;
}

export function readFailure(error: unknown): ServerFailure {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  const body = (data && typeof data === 'object' ? data : {}) as { message?: unknown; code?: unknown };
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : null;
  let code = typeof body.code === 'string' ? body.code : null;
  // A proxy's 429 carries no code of ours; it is still a rate limit.
  if (status === 429 && !code) code = 'RATE_LIMITED';
  return { status: typeof status === 'number' ? status : status === 'FETCH_ERROR' ? 'network' : null, message, code };
}

/**
 * The text to show for a failure: a translated text for a known code when the page is not in
 * English (the server answers in English), else the server's message, else `fallback`.
 */
export function failureText(failure: ServerFailure, { t, i18n, codesKey, fallback }: { t: TFunction; i18n: I18n; codesKey: string; fallback: string }): string {
  if (failure.status === 'network') return t('common.networkError');
  const codeKey = failure.code ? `${codesKey}.${failure.code}` : null;
  const english = (i18n.resolvedLanguage ?? i18n.language).startsWith('en');
  if (codeKey && (!english || !failure.message) && i18n.exists(codeKey)) return t(codeKey);
  return failure.message ?? fallback;
}
