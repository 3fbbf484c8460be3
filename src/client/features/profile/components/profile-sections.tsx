import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** The profile's sections, in page order; each id is an address (`/profile#transactions`). */
export const PROFILE_SECTIONS = [
  { id: 'investments', labelKey: 'profile.sections.investments' },
  { id: 'transactions', labelKey: 'profile.sections.transactions' },
  { id: 'money', labelKey: 'profile.sections.money' },
  { id: 'details', labelKey: 'profile.sections.profile' },
  { id: 'security', labelKey: 'profile.sections.security' },
] as const;
export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

/** One tap to each section: a row of links that wraps on a phone instead of scrolling sideways. */
export function ProfileSectionNav() {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('profile.sections.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {PROFILE_SECTIONS.map((section) => (
        <Button key={section.id} href={`#${section.id}`} variant="outlined" size="small">
          {t(section.labelKey)}
        </Button>
      ))}
    </Box>
  );
}

/** A group of cards the nav leads to; clear of the sticky header when scrolled to. */
export function ProfileSection({ id, children }: { id: ProfileSectionId; children: ReactNode }) {
  return (
    <Box id={id} sx={{ display: 'grid', gap: 3, scrollMarginTop: 80 }}>
      {children}
    </Box>
  );
}

/** Opened at `/profile#section` (the portfolio's "see all" link), the page shows that section once loaded. */
export function useScrollToSection() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = hash.slice(1);
    if (!PROFILE_SECTIONS.some((section) => section.id === id)) return;
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}
