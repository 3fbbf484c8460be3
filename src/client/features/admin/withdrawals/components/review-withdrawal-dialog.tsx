import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalDto } from '../../../../../shared/withdrawal-types';
import { formatBdt } from '../../../../../shared/format';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { useReasonInBothLanguages } from '../../shared/use-reason-in-both-languages';
import { useFailureText } from '../../shell/failure-text';
import { isHeld } from '../decision-check';
import { isNotPending } from '../failure';
import type { RejectReason } from '../reject-reasons';
import { DecisionFields, type DecisionDraft } from './decision-fields';
import { HoldWarning } from './hold-warning';
import { ReasonQuote } from './reason-quote';
import { useReviewWithdrawalMachine } from './use-review-withdrawal-machine';
import { WithdrawalSummary } from './withdrawal-summary';

const TITLE_ID = 'review-withdrawal-title';
const FORM_ID = 'review-withdrawal-form';
const EMPTY_DRAFT: DecisionDraft = { reference: '', reason: null, remarks: '', remarksBn: '', phoneConfirmed: false };

/** Mark one withdrawal paid or reject it; the review machine decides what is offered. */
export function ReviewWithdrawalDialog({ withdrawal, onClose }: { withdrawal: WithdrawalDto; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const [snapshot, send] = useReviewWithdrawalMachine(withdrawal);
  const { decision, errors, input, failure } = snapshot.context;
  const [draft, setDraft] = useState<DecisionDraft>(EMPTY_DRAFT);
  const submitting = snapshot.matches('submitting');
  const conflict = snapshot.matches('failed') && isNotPending(failure);
  const amount = formatBdt(withdrawal.amount, i18n.language);
  const name = withdrawal.userId.fullname;

  const finished = useRef(false);
  useEffect(() => {
    if (finished.current) return;
    if (snapshot.matches('done')) {
      finished.current = true; // once, even when effects run twice (StrictMode)
      enqueueSnackbar(t(snapshot.context.decision === 'paid' ? 'admin.withdrawals.review.paid' : 'admin.withdrawals.review.rejected'), {
        variant: 'success',
        ...PAGE_TOAST_OPTIONS,
      });
      onClose();
    } else if (snapshot.matches('closed')) {
      finished.current = true;
      onClose();
    }
  }, [snapshot, enqueueSnackbar, onClose, t]);

  // A new choice starts blank: a reference typed before switching to Reject is not kept for later.
  function choose(type: 'MARK_PAID' | 'REJECT') {
    setDraft(EMPTY_DRAFT);
    send({ type });
  }

  function edit(next: DecisionDraft) {
    setDraft(next);
    send({ type: 'EDIT', ...next });
  }

  // A chosen reason writes its text in both languages; 'other' empties the fields only while they
  // still hold the previous reason's text, so nothing the admin wrote is lost.
  const reasonIn = useReasonInBothLanguages();
  async function chooseReason(reason: RejectReason) {
    const texts = reason === 'other' ? { en: '', bn: '' } : await reasonIn(`admin.withdrawals.review.reasons.${reason}`);
    const previous = draft.reason && draft.reason !== 'other' ? await reasonIn(`admin.withdrawals.review.reasons.${draft.reason}`) : { en: '', bn: '' };
    const untouched = draft.remarks === previous.en && draft.remarksBn === previous.bn;
    edit({ ...draft, reason, ...(reason !== 'other' || untouched ? { remarks: texts.en, remarksBn: texts.bn } : {}) });
  }

  function review(event: FormEvent) {
    event.preventDefault();
    send({ type: 'REVIEW', ...draft });
  }

  const back = (
    <Button onClick={() => send({ type: 'BACK' })} disabled={submitting}>
      {t('admin.withdrawals.review.back')}
    </Button>
  );
  const color = decision === 'paid' ? 'success' : 'error';

  let content = null;
  let actions;
  if (snapshot.matches('open')) {
    actions = (
      <>
        <Button onClick={() => send({ type: 'CLOSE' })}>{t('admin.withdrawals.review.cancel')}</Button>
        <Button variant="outlined" color="error" onClick={() => choose('REJECT')}>
          {t('admin.withdrawals.review.reject')}
        </Button>
        <Button variant="contained" color="success" onClick={() => choose('MARK_PAID')} autoFocus>
          {t('admin.withdrawals.review.markPaid')}
        </Button>
      </>
    );
  } else if (snapshot.matches('editing') && decision) {
    content = (
      <form id={FORM_ID} noValidate onSubmit={review} style={{ display: 'grid', gap: 16 }}>
        <DecisionFields
          decision={decision}
          held={isHeld(withdrawal)}
          draft={draft}
          errors={errors}
          disabled={false}
          onChange={edit}
          onChooseReason={(reason) => void chooseReason(reason)}
        />
      </form>
    );
    actions = (
      <>
        {back}
        <Button variant="contained" color={color} type="submit" form={FORM_ID}>
          {t('admin.withdrawals.review.continue')}
        </Button>
      </>
    );
  } else if ((snapshot.matches('confirming') || submitting || (snapshot.matches('failed') && !conflict)) && input) {
    content =
      input.status === 'paid' ? (
        <Typography>{t('admin.withdrawals.review.confirmPaidQuestion', { amount, name, reference: input.reference })}</Typography>
      ) : (
        <>
          <Typography>{t('admin.withdrawals.review.confirmRejectQuestion', { amount, name })}</Typography>
          <ReasonQuote label={t('admin.reasonFields.english')} text={input.adminRemarks} lang="en" />
          <ReasonQuote label={t('admin.reasonFields.bengali')} text={input.adminRemarksBn} lang="bn" />
        </>
      );
    actions = snapshot.matches('failed') ? (
      <>
        {back}
        <Button variant="contained" onClick={() => send({ type: 'RETRY' })} autoFocus>
          {t('admin.withdrawals.review.retry')}
        </Button>
      </>
    ) : (
      <>
        {back}
        <Button variant="contained" color={color} disabled={submitting} onClick={() => send({ type: 'CONFIRM' })} autoFocus>
          {submitting ? t('admin.withdrawals.review.saving') : t(decision === 'paid' ? 'admin.withdrawals.review.confirmPaid' : 'admin.withdrawals.review.confirmReject')}
        </Button>
      </>
    );
  } else {
    actions = (
      <Button variant="contained" onClick={() => send({ type: 'CLOSE' })} autoFocus>
        {t('admin.withdrawals.review.close')}
      </Button>
    );
  }

  return (
    <Dialog open onClose={() => send({ type: 'CLOSE' })} aria-labelledby={TITLE_ID} aria-busy={submitting} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>{t('admin.withdrawals.review.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <WithdrawalSummary withdrawal={withdrawal} />
        {withdrawal.status === 'pending' && <HoldWarning hold={withdrawal.hold} care />}
        {snapshot.matches('decided') && <Alert severity="info">{t('admin.withdrawals.review.decided')}</Alert>}
        {content}
        {snapshot.matches('failed') && (
          <Alert severity="error" role="alert">
            {conflict ? t('admin.withdrawals.review.conflict') : failureText({ data: failure }, 'admin.withdrawals.review.failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>{actions}</DialogActions>
    </Dialog>
  );
}
