import type { i18n as I18n, TFunction } from 'i18next';

/** What a failed call told us, as plain data the machine can keep (an RTK Query error is not). */
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

/** Codes with a translated text under `signUp.codes`. */
const TRANSLATED_CODES = new Set(['RATE_LIMITED', 'VALIDATION_FAILED', 'INTERNAL_ERROR', 'OTP_INVALID', 'OTP_EXPIRED']);

export const hasTranslatedCode = (failure: ServerFailure): boolean => failure.code !== null && TRANSLATED_CODES.has(failure.code);

/**
 * The text for a failure: the network message; in Bengali a translated text for a known code (the
 * server answers in English); else the server's message; else null, for the caller's fallback.
 */
export function serverText(failure: ServerFailure, t: TFunction, i18n: I18n): string | null {
  if (failure.status === 'network') return t('common.networkError');
  const english = (i18n.resolvedLanguage ?? i18n.language).startsWith('en');
  if (hasTranslatedCode(failure) && (!english || !failure.message)) return t(`signUp.codes.${failure.code}`);
  return failure.message;
}
