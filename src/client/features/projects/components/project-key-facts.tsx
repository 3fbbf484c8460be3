import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProjectDto } from '../../../../shared/api-types';
import { formatBdt, formatDate, formatNumber } from '../../../../shared/format';

/** The Shariah governance page; linked by path only. */
export const SHARIAH_GOVERNANCE_PATH = '/shariah-governance';

type Facts = Pick<ProjectDto, 'contractType' | 'termMonths' | 'maturityDate' | 'payoutFrequency' | 'minimumInvestment'>;

/**
 * "Key facts": what an investor needs to decide, as a label/value list. Only the facts the
 * admin gave are listed. The expected return is not repeated here: the figures above show it once.
 */
export function ProjectKeyFacts({ project }: { project: Facts }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const rows: Array<{ key: string; label: string; value: string; note?: string }> = [];
  if (project.contractType) rows.push({ key: 'contract', label: t('details.facts.contractType'), value: t(`details.facts.contractTypes.${project.contractType}`) });
  if (project.termMonths !== null)
    rows.push({ key: 'term', label: t('details.facts.term'), value: t('details.facts.termValue', { count: project.termMonths, months: formatNumber(project.termMonths, lng) }) });
  // Noon UTC: the day stays the same day in every time zone.
  if (project.maturityDate) rows.push({ key: 'maturity', label: t('details.facts.maturityDate'), value: formatDate(`${project.maturityDate}T12:00:00Z`, lng) });
  if (project.payoutFrequency) rows.push({ key: 'payout', label: t('details.facts.payoutFrequency'), value: t(`details.facts.payoutFrequencies.${project.payoutFrequency}`) });
  if (project.minimumInvestment !== null) rows.push({ key: 'minimum', label: t('details.facts.minimumInvestment'), value: formatBdt(project.minimumInvestment, lng) });

  return (
    <Paper component="section" variant="outlined" aria-labelledby="key-facts-title" sx={{ p: 2.5, mt: 2.5 }}>
      <Typography id="key-facts-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {t('details.facts.title')}
      </Typography>
      {rows.length > 0 && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)', columnGap: 2, rowGap: 1.25 }}>
          {rows.map((row) => (
            <Box key={row.key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.value}
                {row.note && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
                    {row.note}
                  </Typography>
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Link component={RouterLink} to={SHARIAH_GOVERNANCE_PATH} sx={{ display: 'inline-block', mt: rows.length > 0 ? 2 : 0 }}>
        {t('details.facts.governanceLink')}
      </Link>
    </Paper>
  );
}
