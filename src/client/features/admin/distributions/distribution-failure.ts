import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, type ServerFailure } from '../../../api/server-failure';

const REFUSALS = 'admin.distributions.refusals';

/**
 * The text of a refused or failed distribution call. The distribution refusals read better than the
 * server's terse English, so their own text is shown in both languages; any other code is read as
 * every admin screen reads it (the server's message, or its Bengali translation).
 */
export function useDistributionFailureText(): (failure: ServerFailure) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (failure) => {
      if (failure.code && failure.status !== 'network' && i18n.exists(`${REFUSALS}.${failure.code}`)) return t(`${REFUSALS}.${failure.code}`);
      return failureText(failure, { t, i18n, codesKey: 'admin.serverErrors', fallback: t('admin.distributions.failed') });
    },
    [t, i18n],
  );
}
