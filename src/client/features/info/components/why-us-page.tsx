import { InfoPageLayout } from './info-page-layout';

const SECTIONS = ['compliant', 'experts', 'transparent', 'trusted'] as const;

export function WhyUsPage() {
  return <InfoPageLayout base="info.whyUs" sections={SECTIONS} />;
}
