import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY } from '../../../../shared/company';
import { InfoPageLayout } from './info-page-layout';

const SECTIONS = ['dataCollected', 'cookies', 'retention', 'transfer', 'deletion', 'children', 'contact'] as const;

/** Privacy policy (spec section 2); the last-updated date is part of the translated text. */
export function PolicyPage() {
  const { t } = useTranslation();
  const meta = (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {t('policy.lastUpdated')}
    </Typography>
  );
  const extras = {
    deletion: (
      <Link component={RouterLink} to="/delete-account">
        {t('policy.deletionLink')}
      </Link>
    ),
    contact: (
      <Typography>
        {t('policy.contactEmailLabel')} <Link href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Link>
      </Typography>
    ),
  };
  return <InfoPageLayout base="policy" sections={SECTIONS} meta={meta} extras={extras} />;
}
