import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Between the parts of a page title: "Deposits · Admin · Halal Invest". */
export const TITLE_SEPARATOR = ' · ';

/**
 * Sets the tab's title to the screen's name, most specific part first, then the app's name in the
 * current language: `usePageTitle(t('promotions.title'))` gives "Promotions · Halal Invest"; with no
 * parts (home, or a project still loading) the title is the app's name alone. Falsy parts are skipped.
 * Call it once per screen, in the page component (not in shared pieces a page is made of), since the
 * innermost call's effect runs first and an outer one would overwrite it.
 *
 * A hook writing document.title rather than React 19's `<title>` element: the index.html's static
 * `<title>` stays in <head>, and React adds one `<title>` per rendered element next to it, so while a
 * lazy route suspends inside a transition (the old page still shown) or two screens nest (the admin
 * guard and its page), which one the browser shows depends on insertion order. Here there is exactly
 * one title, the last screen that committed wins, the parts need no single-string child rule, and the
 * translated text re-renders with useTranslation, so a language switch retitles the tab at once.
 */
export function usePageTitle(...parts: Array<string | false | null | undefined>): void {
  const { t } = useTranslation();
  const appName = t('company.name');
  const title = [...parts.filter((part): part is string => !!part), appName].join(TITLE_SEPARATOR);
  useEffect(() => {
    document.title = title;
    // A screen that sets no title of its own (an admin guard's check) then shows the app's name, not the last page's.
    return () => {
      document.title = appName;
    };
  }, [title, appName]);
}
