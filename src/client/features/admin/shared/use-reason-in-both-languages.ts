import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../shared/constants';

export interface BothLanguages {
  en: string;
  bn: string;
}

/**
 * A canned reason's text in English and in Bengali, whatever language the admin reads: the investor
 * reads the one in their own language. i18next loads only the reader's language (and the
 * English fallback), so an admin reading English would get English for 'bn' too: both are loaded
 * when the dialog opens, and once more (a no-op when done) before a pick is read.
 */
export function useReasonInBothLanguages(): (key: string) => Promise<BothLanguages> {
  const { i18n } = useTranslation();
  useEffect(() => {
    void i18n.loadLanguages([...LANGUAGES]);
  }, [i18n]);
  return useCallback(
    async (key: string) => {
      await i18n.loadLanguages([...LANGUAGES]);
      return { en: i18n.getFixedT('en')(key), bn: i18n.getFixedT('bn')(key) };
    },
    [i18n],
  );
}
