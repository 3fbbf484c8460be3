import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGE_QUERY_KEY } from '../app/language-detection';

/**
 * A pick in the language menu or toggle. `?lng=` comes first on a reload, so it leaves the address
 * (through the router, so later links built from the current search do not bring it back).
 */
export function useSwitchLanguage(): (lng: string) => Promise<void> {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (lng: string) => {
      await i18n.changeLanguage(lng);
      const params = new URLSearchParams(location.search);
      if (!params.has(LANGUAGE_QUERY_KEY)) return;
      params.delete(LANGUAGE_QUERY_KEY);
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: location.state as unknown });
    },
    [i18n, navigate, location],
  );
}
