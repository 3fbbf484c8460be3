import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { distributionReference } from '../../../../../shared/references';
import { formatBdt, formatNumber } from '../../../../../shared/format';
import { useDistributionFailureText } from '../distribution-failure';
import { DistributionFormView } from './distribution-form-view';
import { isRetryable } from '../machines/distribution-machine';
import { PreviewStep } from './preview-step';
import type { useDistributionMachine } from './use-distribution-machine';

type Machine = ReturnType<typeof useDistributionMachine>;

/** The steps of one distribution, as the distribution machine is: form, preview, posting, result. */
export function DistributionFlow({ machine: [snapshot, send] }: { machine: Machine }) {
  const { t, i18n } = useTranslation();
  const failureText = useDistributionFailureText();
  const { projectId, values, preview, failure, posted } = snapshot.context;

  if (snapshot.matches('editing')) {
    return (
      <DistributionFormView values={values} failure={failure ? failureText(failure) : null} disabled={!projectId} onPreview={(next) => send({ type: 'PREVIEW', values: next })} />
    );
  }
  if (snapshot.matches('previewing')) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={20} aria-hidden />
        {t('admin.distributions.previewing')}
      </Box>
    );
  }
  if (snapshot.matches('done') && posted) {
    const reference = posted.reference ?? (posted._id ? distributionReference(posted._id) : '');
    return (
      <Alert
        severity="success"
        action={
          // One line even beside a two-line message on a phone.
          <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => send({ type: 'NEW' })}>
            {t('admin.distributions.new')}
          </Button>
        }
      >
        {posted.posting
          ? t('admin.distributions.posted.posting', {
              amount: formatBdt(posted.amount, i18n.language),
              holders: formatNumber(posted.posting.linesTotal, i18n.language),
              reference,
            })
          : t(`admin.distributions.posted.${posted.kind}`, { amount: formatBdt(posted.amount, i18n.language), reference })}
      </Alert>
    );
  }
  if (!preview) return null;
  const postFailure = snapshot.matches('failed') && failure ? { text: failureText(failure), retryable: isRetryable(failure) } : null;
  return (
    <PreviewStep
      preview={preview}
      posting={snapshot.matches('posting')}
      failure={postFailure}
      onBack={() => send({ type: 'BACK' })}
      onConfirm={() => send({ type: 'CONFIRM' })}
      onRetry={() => send({ type: 'RETRY' })}
    />
  );
}
