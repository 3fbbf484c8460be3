import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { readAnswer, type ServerAnswer } from './read-answer';

export { readAnswer, type ServerAnswer };

// How every screen turns a failed call into text: the server answers `{message, code}` in English (DECISIONS.md).

/** What a failed call told us, in plain data (an RTK Query error is not meant to be kept or compared). */
export interface ServerFailure extends ServerAnswer {
  status: number | 'network' | null;
}

export function readFailure(error: unknown): ServerFailure {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  const { message, code } = readAnswer(error);
  return {
    // RTK Query's own timeout is as much a lost connection as a failed fetch (api-slice.ts retries both).
    status: typeof status === 'number' ? status : status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' ? 'network' : null,
    message,
    // A proxy's 429 carries no code of ours; it is still a rate limit.
    code: status === 429 && !code ? 'RATE_LIMITED' : code,
  };
}

/** Codes any screen can meet (a busy database, a server fault) translate once under common.serverCodes. */
function codeKeyFor(i18n: I18n, codesKey: string, code: string | null): string | null {
  if (!code) return null;
  return [`${codesKey}.${code}`, `common.serverCodes.${code}`].find((key) => i18n.exists(key)) ?? null;
}

interface FailureTextOptions {
  t: TFunction;
  i18n: I18n;
  codesKey: string;
  fallback: string;
  /**
   * A network failure shows `fallback` instead of the network text: the sign-in, forgot-password and
   * reset flows, whose catalogue texts (spec section 8) stand for any failure without a server message.
   */
  fallbackOnNetwork?: boolean;
}

/**
 * The text to show for a failure: a translated text for a known code when the page is not in
 * English (the server answers in English), else the server's message, else `fallback`.
 */
export function failureText(failure: ServerFailure, { t, i18n, codesKey, fallback, fallbackOnNetwork = false }: FailureTextOptions): string {
  if (failure.status === 'network') return fallbackOnNetwork ? fallback : t('common.networkError');
  const codeKey = codeKeyFor(i18n, codesKey, failure.code);
  const english = (i18n.resolvedLanguage ?? i18n.language).startsWith('en');
  if (codeKey && (!english || !failure.message)) return t(codeKey);
  return failure.message ?? fallback;
}

/**
 * The text of a server answer (spec section 8) on a screen whose codes are translated under `codesKey`:
 * in Bengali a known code's translation, else the server's message, else the text at `fallbackKey`.
 */
export function useAnswerText(codesKey: string): (answer: ServerAnswer, fallbackKey: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (answer, fallbackKey) => {
      const codeKey = codeKeyFor(i18n, codesKey, answer.code);
      if (codeKey && !i18n.language.startsWith('en')) return t(codeKey);
      return answer.message ?? t(fallbackKey);
    },
    [t, i18n, codesKey],
  );
}
