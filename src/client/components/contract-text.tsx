import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fillContractText } from '../../shared/contract-defaults';
import { formatNumber } from '../../shared/format';
import { localized } from '../../shared/localized';
import type { ContractType } from '../../shared/project-facts';
import { useGetTrustQuery } from '../api/trust-api';

interface ContractTextProps {
  contractType: ContractType | null;
  /** The investors' profit share, 0-100; the company's is the rest. */
  investorSharePercent: number;
  /** The heading's id, for the section's accessible name. */
  headingId: string;
  /** Heading level, to fit the page or dialog it is in. */
  component?: 'h2' | 'h3';
}

/** The project's contract as Settings states it, in the page's language; null until loaded or for a project without one. */
export function useContractText(contractType: ContractType | null, investorSharePercent: number): { name: string; sharing: string; companyRole: string } | null {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { data } = useGetTrustQuery(undefined, { skip: !contractType });
  const contract = data?.contracts.find((item) => item.contractType === contractType);
  if (!contractType || !contract) return null;
  const company = data?.company ? localized(data.company.legalName, data.company.legalNameBn, lng) : t('details.contract.companyFallback');
  const values = { company, share: formatNumber(investorSharePercent, lng, 2), rest: formatNumber(Math.round((100 - investorSharePercent) * 100) / 100, lng, 2) };
  const bengali = lng.startsWith('bn');
  return {
    name: t(`details.facts.contractTypes.${contractType}`),
    sharing: fillContractText(bengali ? contract.sharingBn : contract.sharing, values),
    companyRole: fillContractText(bengali ? contract.companyRoleBn : contract.companyRole, values),
  };
}

/**
 * One contract text for every place that states it: the project page and the invest
 * review render the project's own contract from Settings, as its certificate and statement do.
 */
export function ContractText({ contractType, investorSharePercent, headingId, component = 'h2' }: ContractTextProps) {
  const { t } = useTranslation();
  const text = useContractText(contractType, investorSharePercent);
  if (!text) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 0.75 }}>
      <Typography id={headingId} variant="h3" component={component} sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {t('details.contract.title', { contract: text.name })}
      </Typography>
      <Typography variant="body2">{text.sharing}</Typography>
      <Typography variant="body2">{text.companyRole}</Typography>
    </Box>
  );
}
