import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, type ServerFailure } from '../../api/server-failure';

/** Whether the server refused the request itself (nothing was written), as opposed to a fault or a lost answer. */
export const isRefusal = (failure: ServerFailure): boolean => typeof failure.status === 'number' && failure.status >= 400 && failure.status < 500;

/**
 * The text of a failed withdrawal call: in Bengali the code's translation (withdraw.serverErrors), in
 * English the server's message, else the fallback; a lost connection says so.
 */
export function useWithdrawFailureText(): (failure: ServerFailure, fallbackKey?: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (failure, fallbackKey = 'withdraw.errors.failed') => failureText(failure, { t, i18n, codesKey: 'withdraw.serverErrors', fallback: t(fallbackKey) }),
    [t, i18n],
  );
}
