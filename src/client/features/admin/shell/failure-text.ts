import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** `{message, code}` of a failed RTK Query call, when the server answered with them. */
function serverAnswer(error: unknown): { message: string | null; code: string | null } {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : null;
  if (!data || typeof data !== 'object') return { message: null, code: null };
  const { message, code } = data as { message?: unknown; code?: unknown };
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : null,
    code: typeof code === 'string' ? code : null,
  };
}

/**
 * The text of a failed admin call (spec section 8): the server's message, else the screen's fallback.
 * Server messages are English, so in Bengali a known code is shown in its translation instead.
 * Any admin area may use it; admin.serverErrors holds the codes of the admin endpoints.
 */
export function useFailureText(): (error: unknown, fallbackKey: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error, fallbackKey) => {
      const { message, code } = serverAnswer(error);
      const codeKey = code ? `admin.serverErrors.${code}` : null;
      if (codeKey && !i18n.language.startsWith('en') && i18n.exists(codeKey)) return t(codeKey);
      return message ?? t(fallbackKey);
    },
    [t, i18n],
  );
}
