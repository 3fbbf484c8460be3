import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import { InfoSection } from './info-section';

interface InfoPageLayoutProps {
  /** Translation key prefix holding `title`, `intro` and `sections.{id}`. */
  base: string;
  sections: readonly string[];
  /** Shown under the page title, e.g. the policy's last-updated line. */
  meta?: ReactNode;
  /** Extra content at the end of a section, by section id (links, forms). */
  extras?: Partial<Record<string, ReactNode>>;
  /** Content after the last section, e.g. data the page loads (the Shariah governance page's advisors). */
  after?: ReactNode;
}

/** The shared shape of the static pages: one h1, an introduction, then titled sections. */
export function InfoPageLayout({ base, sections, meta, extras = {}, after }: InfoPageLayoutProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${base}.title`));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t(`${base}.title`)}
      </Typography>
      {meta}
      <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
        {t(`${base}.intro`)}
      </Typography>
      {sections.map((id) => (
        <InfoSection key={id} base={`${base}.sections.${id}`}>
          {extras[id]}
        </InfoSection>
      ))}
      {after}
    </Container>
  );
}
