import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import { formatNumber } from '../../../../../shared/format';
import { distributionReference } from '../../../../../shared/references';
import { REVERSAL_REASON_MAX, reverseDistributionSchema } from '../../../../../shared/schemas/distributions';
import { readFailure } from '../../../../api/server-failure';
import { FormikTextField } from '../../../../components/formik-text-field';
import { useReverseDistributionMutation, type PastDistribution } from '../api';
import { useDistributionFailureText } from '../distribution-failure';
import { formatPeriod } from '../format-period';

const TITLE_ID = 'reverse-distribution-title';

/** The shared rule for the reason (required, at most 500 characters), its messages as translation keys. */
function validateReason({ reason }: { reason: string }): { reason?: string } {
  try {
    reverseDistributionSchema.validateSync({ reason });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { reason: error.type === 'max' ? 'admin.distributions.reverse.reasonTooLong' : 'admin.distributions.reverse.reasonRequired' };
  }
}

interface ReverseDialogProps {
  distribution: PastDistribution;
  onClose: (reversed: boolean) => void;
}

/** Reversing a posted distribution mirrors every transfer it made; the reason is kept with it. */
export function ReverseDialog({ distribution, onClose }: ReverseDialogProps) {
  const { t, i18n } = useTranslation();
  const failureText = useDistributionFailureText();
  const [reverse, { isLoading }] = useReverseDistributionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { reason: '' },
    validate: validateReason,
    async onSubmit({ reason }) {
      setFailure(null);
      try {
        await reverse({ distributionId: distribution._id as string, projectId: distribution.projectId, reason: reason.trim() }).unwrap();
        onClose(true);
      } catch (error) {
        const failure = readFailure(error);
        // The tab's refusal texts speak of posting; a completed project's refusal reads differently here.
        const own = failure.code === 'PROJECT_COMPLETED' ? 'admin.distributions.reverse.projectCompleted' : null;
        setFailure(own ? t(own) : failureText(failure));
      }
    },
  });
  const reference = distribution.reference ?? distributionReference(distribution._id ?? '');

  return (
    <Dialog open onClose={() => !isLoading && onClose(false)} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>{t('admin.distributions.reverse.title', { reference })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {t(`admin.distributions.reverse.intro.${distribution.kind}`, { period: formatPeriod(distribution.periodStart, distribution.periodEnd, i18n.language) })}
        </Typography>
        <form id="reverse-distribution-form" noValidate onSubmit={formik.handleSubmit}>
          <FormikTextField
            formik={formik}
            name="reason"
            errorText={(key) => t(key, { max: formatNumber(REVERSAL_REASON_MAX, i18n.language) })}
            id="reverse-distribution-reason"
            label={t('admin.distributions.reverse.reason')}
            required
            fullWidth
            multiline
            minRows={2}
            disabled={isLoading}
          />
        </form>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={isLoading}>
          {t('admin.distributions.reverse.cancel')}
        </Button>
        <Button type="submit" form="reverse-distribution-form" variant="contained" color="error" disabled={isLoading}>
          {isLoading ? t('admin.distributions.reverse.submitting') : t('admin.distributions.reverse.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
