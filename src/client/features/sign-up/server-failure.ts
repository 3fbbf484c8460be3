import type { i18n as I18n, TFunction } from 'i18next';
import type { ServerFailure } from '../../api/server-failure';

export { readFailure, type ServerFailure } from '../../api/server-failure';

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
