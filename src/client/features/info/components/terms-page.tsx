import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY } from '../../../../shared/company';
import { formatDate } from '../../../../shared/format';
import { InfoPageLayout } from './info-page-layout';

const SECTIONS = ['eligibility', 'account', 'deposits', 'risk', 'profitLoss', 'fees', 'termination', 'law', 'changes', 'contact'] as const;

/** When the terms text last changed; shown under the title. */
const LAST_UPDATED = '2026-11-26';

/**
 * /terms: the terms and conditions the sign-up form's 18+ tick accepts. The sign-up form
 * opens it in a new tab, so the form being filled in is not lost.
 */
export function TermsPage() {
  const { t, i18n } = useTranslation();
  const meta = (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {t('terms.lastUpdated', { date: formatDate(`${LAST_UPDATED}T12:00:00.000Z`, i18n.language) })}
    </Typography>
  );
  const extras = {
    risk: (
      <Typography>
        <Link component={RouterLink} to="/risk-disclosure">
          {t('terms.riskLink')}
        </Link>
      </Typography>
    ),
    contact: (
      <Typography>
        {t('terms.contactLabel')} <Link href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Link>
      </Typography>
    ),
  };
  return <InfoPageLayout base="terms" sections={SECTIONS} meta={meta} extras={extras} />;
}
