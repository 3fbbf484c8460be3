import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { PostingProgressDto } from '../../../../../shared/distribution-types';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../../../shared/format';
import { useAppDispatch } from '../../../../app/hooks';
import { distributionReference } from '../../../../../shared/references';
import { useSnackbar } from '../../../../components/toast-provider';
import { useFailureText } from '../../shell/failure-text';
import { moneyEventTags } from '../../../../api/money-tags';
import { useProjectDistributionsQuery, type PastDistribution } from '../api';
import { api } from '../../../../api/api-slice';
import { DistributionSummary } from './distribution-summary';
import { ReverseDialog } from './reverse-dialog';

/** While the list shows money still posting, it is read again this often. */
const PROGRESS_EVERY_MS = 2000;

/** A money event still posting in chunks: how many of its lines are done, as a bar and in words. */
function PostingProgress({ progress, label }: { progress: PostingProgressDto; label: string }) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const text = `${label}: ${formatNumber(progress.linesPosted, lng)} / ${formatNumber(progress.linesTotal, lng)}`;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      <LinearProgress variant="determinate" value={(100 * progress.linesPosted) / Math.max(1, progress.linesTotal)} aria-label={text} />
    </Box>
  );
}

/**
 * One past distribution as a card: its figures, and Reverse unless it was reversed already or the
 * project is completed (its capital is back in the wallets: the server refuses, PROJECT_COMPLETED).
 */
function PastDistributionCard({ distribution, onReverse }: { distribution: PastDistribution; onReverse: (() => void) | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const reference = distribution.reference ?? distributionReference(distribution._id ?? '');
  const extra: Array<[string, string]> = [
    [t('admin.distributions.reference'), reference],
    [t('admin.distributions.postedOn'), distribution.createdAt ? formatDate(distribution.createdAt, lng) : ''],
  ];
  return (
    <Box component="li" sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}>
      <DistributionSummary distribution={distribution} extra={extra} />
      {distribution.posting ? (
        <PostingProgress progress={distribution.posting} label={t('admin.distributions.postingProgress')} />
      ) : distribution.reversalPosting ? (
        <PostingProgress progress={distribution.reversalPosting} label={t('admin.distributions.reversalProgress')} />
      ) : distribution.reversedAt ? (
        <Box>
          <Chip size="small" color="warning" label={t('admin.distributions.reversedOn', { date: formatDate(distribution.reversedAt, lng) })} />
          {distribution.reversalReason && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('admin.distributions.reversalReason', { reason: distribution.reversalReason })}
            </Typography>
          )}
        </Box>
      ) : onReverse ? (
        <Box>
          <Button size="small" color="error" variant="outlined" onClick={onReverse} aria-label={t('admin.distributions.reverse.label', { reference })}>
            {t('admin.distributions.reverse.open')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/** The project's distributions, newest period first, each reversible once while the project is open. */
export function PastDistributions({ projectId, completed }: { projectId: string; completed: boolean }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { enqueueSnackbar } = useSnackbar();
  const dispatch = useAppDispatch();
  const [moving, setMoving] = useState(false);
  const { data, error, isFetching, refetch } = useProjectDistributionsQuery(projectId, { pollingInterval: moving ? PROGRESS_EVERY_MS : 0 });
  const nowMoving = data?.some((d) => d.posting !== null || d.reversalPosting !== null) ?? false;
  const wasMoving = useRef(false);
  useEffect(() => {
    setMoving(nowMoving);
    // The last line posted: wallets, holdings and the books read again, as after a post that finished at once.
    if (wasMoving.current && !nowMoving) dispatch(api.util.invalidateTags(moneyEventTags.distributed(projectId)));
    wasMoving.current = nowMoving;
  }, [nowMoving, dispatch, projectId]);
  const [reversing, setReversing] = useState<PastDistribution | null>(null);

  let body;
  if (!data && error && !isFetching) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('admin.distributions.retry')}
          </Button>
        }
      >
        {failureText(error, 'admin.distributions.listFailed')}
      </Alert>
    );
  } else if (!data) {
    body = <Typography color="text.secondary">{t('common.loading')}</Typography>;
  } else if (data.length === 0) {
    body = <Typography color="text.secondary">{t('admin.distributions.none')}</Typography>;
  } else {
    body = (
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {data.map((distribution) => (
          <PastDistributionCard key={distribution._id} distribution={distribution} onReverse={completed ? null : () => setReversing(distribution)} />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="past-distributions-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="past-distributions-title" variant="h4" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {t('admin.distributions.pastTitle')}
      </Typography>
      {body}
      {reversing && (
        <ReverseDialog
          distribution={reversing}
          onClose={(reversed) => {
            setReversing(null);
            if (reversed) enqueueSnackbar(t('admin.distributions.reverse.done'), { variant: 'success' });
          }}
        />
      )}
    </Box>
  );
}
