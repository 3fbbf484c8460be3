import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerFailure } from './server-failure';

/**
 * The text of a failure (spec section 8): the server's message, else the screen's fallback. Server
 * messages are English, so in Bengali a known code is shown in its translation instead.
 */
export function useFailureText(): (failure: ServerFailure, fallbackKey: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (failure, fallbackKey) => {
      const codeKey = failure.code ? `deposit.serverErrors.${failure.code}` : null;
      if (codeKey && !i18n.language.startsWith('en') && i18n.exists(codeKey)) return t(codeKey);
      return failure.message ?? t(fallbackKey);
    },
    [t, i18n],
  );
}
