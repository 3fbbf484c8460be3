import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProjectDto } from '../../../../shared/api-types';
import { formatBdt, formatNumber, formatPercent } from '../../../../shared/format';
import { fundingRemaining, isFullyFunded, targetAchievedPercent } from '../../../../shared/funding';
import { AmountWords } from '../../../components/amount-words';
import { CompletedBadge } from '../../../components/completed-badge';
import { FullyFundedBadge } from '../../../components/fully-funded-badge';

function Figure({ label, value, note, amount }: { label: string; value: string; note?: string; amount?: number }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      {amount !== undefined && <AmountWords amount={amount} component="dd" />}
      {note && (
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The money figures of a project page (MONEY.md): raised, of which raised before listing
 * (opening capital), the funding target and how far it is reached (derived from raised ÷ target; without a target, the admin's percentage), the number of
 * investors and the investors' share of profit.
 */
export function ProjectFunding({ project }: { project: ProjectDto }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const achieved = targetAchievedPercent(project);
  const remaining = fundingRemaining(project);
  const full = isFullyFunded(project);
  const share = Math.min(100, Math.max(0, project.investorSharePercent));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {project.status === 'completed' ? (
        <Box>
          <CompletedBadge />
        </Box>
      ) : (
        full && (
          <Box>
            <FullyFundedBadge />
          </Box>
        )
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <Figure label={t('details.raised')} value={formatBdt(project.raisedAmount, lng)} amount={project.raisedAmount} />
        {project.openingCapital > 0 && (
          <Figure
            label={t('details.funding.openingCapital')}
            value={formatBdt(project.openingCapital, lng)}
            amount={project.openingCapital}
            note={t('details.funding.openingCapitalNote')}
          />
        )}
        {project.fundingTarget !== null && project.fundingTarget > 0 && (
          <Figure
            label={t('details.funding.target')}
            value={formatBdt(project.fundingTarget, lng)}
            amount={project.fundingTarget}
            note={full ? t('details.funding.full') : t('details.funding.remaining', { amount: formatBdt(remaining ?? 0, lng) })}
          />
        )}
        <Figure label={t('details.funding.investors')} value={formatNumber(project.investorCount, lng)} />
        <Figure
          label={t('details.funding.share')}
          value={formatPercent(share, lng)}
          note={t('details.funding.shareNote', { company: formatPercent(Math.round((100 - share) * 100) / 100, lng) })}
        />
      </Box>
      <Box>
        <LinearProgress variant="determinate" value={achieved} aria-label={t('details.targetProgress')} sx={{ height: 8, borderRadius: 4, mb: 1 }} />
        <Typography variant="body2">{t('projects.targetAchieved', { percent: formatPercent(achieved, lng) })}</Typography>
      </Box>
    </Box>
  );
}
