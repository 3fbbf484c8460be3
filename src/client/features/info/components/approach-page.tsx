import { InfoPageLayout } from './info-page-layout';

const SECTIONS = ['noRiba', 'riskSharing', 'halalInvestment', 'assetBacked'] as const;

export function ApproachPage() {
  return <InfoPageLayout base="info.approach" sections={SECTIONS} />;
}
