import { InfoPageLayout } from './info-page-layout';

const SECTIONS = ['whoWeAre', 'mission', 'values'] as const;

export function AboutPage() {
  return <InfoPageLayout base="info.about" sections={SECTIONS} />;
}
