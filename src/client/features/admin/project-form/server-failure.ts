import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** What a screen needs from a failed call: the server's English message and its code, when it sent them. */
export interface ServerFailure {
  message: string | null;
  code: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** `{message, code}` of an RTK Query error; a network failure or a bug has no message worth showing. */
export function toFailure(error: unknown): ServerFailure {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : null;
  if (!data || typeof data !== 'object') return { message: null, code: null };
  const body = data as Record<string, unknown>;
  return { message: text(body.message), code: text(body.code) };
}

/**
 * The text of a failure (spec section 8): the server's message, else the screen's fallback. Server
 * messages are English, so in Bengali a known code is shown in its translation instead (the promotion
 * screen shares these texts).
 */
export function useFailureText(): (failure: ServerFailure, fallbackKey: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (failure, fallbackKey) => {
      const codeKey = failure.code ? `admin.projectForm.serverErrors.${failure.code}` : null;
      if (codeKey && !i18n.language.startsWith('en') && i18n.exists(codeKey)) return t(codeKey);
      return failure.message ?? t(fallbackKey);
    },
    [t, i18n],
  );
}
