import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { DistributionDto } from '../../../../../shared/distribution-types';
import { formatBdt } from '../../../../../shared/format';
import { formatPeriod } from '../format-period';

type Summarised = Pick<DistributionDto, 'kind' | 'periodStart' | 'periodEnd' | 'amount' | 'investorPool' | 'companyShare'>;

/** The figures of a distribution as label/value pairs, stacked on a phone and in two columns wider. */
export function DistributionSummary({ distribution, extra = [] }: { distribution: Summarised; extra?: Array<[string, string]> }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const rows: Array<[string, string]> = [
    [t('admin.distributions.period'), formatPeriod(distribution.periodStart, distribution.periodEnd, lng)],
    [t('admin.distributions.kind'), t(`admin.distributions.kinds.${distribution.kind}`)],
    [t('admin.distributions.amount'), formatBdt(distribution.amount, lng)],
    [t('admin.distributions.investorPool'), formatBdt(distribution.investorPool, lng)],
    [t('admin.distributions.companyShare'), formatBdt(distribution.companyShare, lng)],
    ...extra,
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 } }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 0.75, sm: 0 } }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
