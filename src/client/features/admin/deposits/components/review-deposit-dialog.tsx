import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositDto } from '../../../../../shared/api-types';
import { formatBdt, formatNumber } from '../../../../../shared/format';
import { ADMIN_REMARKS_MAX } from '../../../../../shared/schemas/deposits';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { isConflict } from '../failure';
import { checkRejection, type RejectValues } from '../check-rejection';
import { ReasonFields } from '../../shared/reason-fields';
import { useReasonInBothLanguages } from '../../shared/use-reason-in-both-languages';
import { useFailureText } from '../../shell/failure-text';
import { DepositSummary } from './deposit-summary';
import { RejectReasons } from './reject-reasons';
import { useReviewDepositMachine } from './use-review-deposit-machine';

const TITLE_ID = 'review-deposit-title';
const FORM_ID = 'review-deposit-reject-form';

/** Approve or reject one deposit (spec section 2); the review machine decides what is offered. */
export function ReviewDepositDialog({ deposit, onClose }: { deposit: DepositDto; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const [snapshot, send] = useReviewDepositMachine(deposit);
  const { decision, failure, remarksMissing } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const conflict = snapshot.matches('failed') && isConflict(failure);
  // failureText reads an RTK Query error's `data`; the machine keeps the same {message, code}.
  const deciding = (snapshot.matches('choosing') || snapshot.matches('submitting') || snapshot.matches('failed')) && !conflict;

  const formik = useFormik<RejectValues>({
    initialValues: { remarks: '', remarksBn: '' },
    validate: checkRejection,
    onSubmit: (values) => send({ type: 'CONFIRM', remarks: values.remarks, remarksBn: values.remarksBn }),
  });
  const reasonIn = useReasonInBothLanguages();
  async function pickReason(key: string) {
    const { en, bn } = await reasonIn(key);
    await formik.setValues({ remarks: en, remarksBn: bn });
  }

  const finished = useRef(false);
  useEffect(() => {
    if (finished.current) return;
    if (snapshot.matches('done')) {
      finished.current = true; // once, even when effects run twice (StrictMode)
      const key = snapshot.context.decision === 'approved' ? 'admin.deposits.review.approved' : 'admin.deposits.review.rejected';
      enqueueSnackbar(t(key), { variant: 'success', ...PAGE_TOAST_OPTIONS });
      onClose();
    } else if (snapshot.matches('closed')) {
      finished.current = true;
      onClose();
    }
  }, [snapshot, enqueueSnackbar, onClose, t]);

  const remarksError = formik.touched.remarks && formik.errors.remarks ? formik.errors.remarks : remarksMissing ? 'admin.deposits.review.remarksRequired' : undefined;
  const remarksBnError = formik.touched.remarksBn && formik.errors.remarksBn ? formik.errors.remarksBn : undefined;
  const message = (key: string | undefined) => (key ? t(key, { max: formatNumber(ADMIN_REMARKS_MAX, lng) }) : undefined);
  const amount = formatBdt(deposit.amount, lng);
  const back = (
    <Button onClick={() => send({ type: 'BACK' })} disabled={submitting}>
      {t('admin.deposits.review.back')}
    </Button>
  );

  let actions;
  if (snapshot.matches('pending')) {
    actions = (
      <>
        <Button onClick={() => send({ type: 'CLOSE' })}>{t('admin.deposits.review.cancel')}</Button>
        <Button variant="outlined" color="error" onClick={() => send({ type: 'REJECT' })}>
          {t('admin.deposits.review.reject')}
        </Button>
        <Button variant="contained" color="success" onClick={() => send({ type: 'APPROVE' })} autoFocus>
          {t('admin.deposits.review.approve')}
        </Button>
      </>
    );
  } else if (snapshot.matches('failed') && !conflict) {
    actions = (
      <>
        {back}
        <Button variant="contained" onClick={() => send({ type: 'RETRY' })} autoFocus>
          {t('admin.deposits.review.retry')}
        </Button>
      </>
    );
  } else if (deciding) {
    const label = decision === 'approved' ? 'admin.deposits.review.confirmApprove' : 'admin.deposits.review.confirmReject';
    actions = (
      <>
        {back}
        <Button
          variant="contained"
          color={decision === 'approved' ? 'success' : 'error'}
          disabled={submitting}
          autoFocus={decision === 'approved'}
          {...(decision === 'approved' ? { onClick: () => send({ type: 'CONFIRM' }) } : { type: 'submit', form: FORM_ID })}
        >
          {submitting ? t('admin.deposits.review.saving') : t(label)}
        </Button>
      </>
    );
  } else {
    actions = (
      <Button variant="contained" onClick={() => send({ type: 'CLOSE' })} autoFocus>
        {t('admin.deposits.review.close')}
      </Button>
    );
  }

  return (
    <Dialog open onClose={() => send({ type: 'CLOSE' })} aria-labelledby={TITLE_ID} aria-busy={submitting} fullWidth maxWidth="md">
      <DialogTitle id={TITLE_ID}>{t('admin.deposits.review.title')}</DialogTitle>
      {/* minmax(0, 1fr): a wide screenshot or reason must not stretch the dialog past a phone's width. */}
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <DepositSummary deposit={deposit} />
        {snapshot.matches('decided') && <Alert severity="info">{t('admin.deposits.review.decided')}</Alert>}
        {deciding && decision === 'approved' && <Typography>{t('admin.deposits.review.approveQuestion', { amount, name: deposit.userId.fullname })}</Typography>}
        {deciding && decision === 'rejected' && (
          <form id={FORM_ID} noValidate onSubmit={formik.handleSubmit}>
            <Typography sx={{ mb: 1.5 }}>{t('admin.deposits.review.rejectIntro')}</Typography>
            <RejectReasons disabled={submitting} onPick={(key) => void pickReason(key)} />
            <ReasonFields
              id="review-deposit-remarks"
              en={formik.values.remarks}
              bn={formik.values.remarksBn}
              errors={{ en: message(remarksError), bn: message(remarksBnError) }}
              disabled={submitting}
              autoFocus
              onChange={(language, value) => void formik.setFieldValue(language === 'en' ? 'remarks' : 'remarksBn', value)}
              // Leaving an empty field (the English one has the focus, a canned reason takes a click) is no
              // attempt yet: its error waits for some text or for Confirm.
              onBlur={(event) => {
                if (event.target.value !== '') formik.handleBlur(event);
              }}
            />
          </form>
        )}
        {snapshot.matches('failed') && (
          <Alert severity="error" role="alert">
            {conflict ? t('admin.deposits.review.conflict') : failureText({ data: failure }, 'admin.deposits.review.failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>{actions}</DialogActions>
    </Dialog>
  );
}
