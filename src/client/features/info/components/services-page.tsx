import { InfoPageLayout } from './info-page-layout';

const SECTIONS = ['halalInvestment', 'realEstate', 'startupFunding', 'wealthManagement', 'stockMarket'] as const;

export function ServicesPage() {
  return <InfoPageLayout base="info.services" sections={SECTIONS} />;
}
