import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../../../shared/company';
import { InfoPageLayout } from './info-page-layout';

const SECTIONS = ['contract', 'profit', 'loss', 'withdraw', 'complaints'] as const;

/**
 * /risk-disclosure: what investing here means, that capital is at risk and how profit and
 * loss are shared; the invest dialog's required tick links here.
 */
export function RiskDisclosurePage() {
  const { t } = useTranslation();
  const extras = {
    complaints: (
      <Typography>
        {t('riskDisclosure.contactLabel')} <Link href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Link>
      </Typography>
    ),
  };
  return <InfoPageLayout base="riskDisclosure" sections={SECTIONS} extras={extras} />;
}
