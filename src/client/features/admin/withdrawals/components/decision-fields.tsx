import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../shared/format';
import { PAYMENT_REFERENCE_MAX, WITHDRAWAL_REMARKS_MAX } from '../../../../../shared/schemas/withdrawals';
import type { Decision, FieldErrors } from '../decision-check';
import { REJECT_REASONS, type RejectReason } from '../reject-reasons';

export interface DecisionDraft {
  reference: string;
  reason: RejectReason | null;
  note: string;
}

interface DecisionFieldsProps {
  decision: Decision;
  draft: DecisionDraft;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (draft: DecisionDraft) => void;
}

/** Mark paid: the payment's reference. Reject: a reason, and a note the investor reads after it. */
export function DecisionFields({ decision, draft, errors, disabled, onChange }: DecisionFieldsProps) {
  const { t, i18n } = useTranslation();
  const error = (key: string | undefined, max: number) => (key ? t(`admin.withdrawals.review.errors.${key}`, { max: formatNumber(max, i18n.language) }) : undefined);

  if (decision === 'paid') {
    const message = error(errors.reference, PAYMENT_REFERENCE_MAX);
    return (
      <>
        <Typography>{t('admin.withdrawals.review.paidIntro')}</Typography>
        <TextField
          id="review-withdrawal-reference"
          label={t('admin.withdrawals.review.paymentReference')}
          required
          fullWidth
          autoFocus
          autoComplete="off"
          value={draft.reference}
          onChange={(event) => onChange({ ...draft, reference: event.target.value })}
          disabled={disabled}
          error={Boolean(message)}
          helperText={message ?? t('admin.withdrawals.review.paymentReferenceHelp')}
        />
      </>
    );
  }

  const reasonMessage = error(errors.reason, WITHDRAWAL_REMARKS_MAX);
  const noteMessage = error(errors.note, WITHDRAWAL_REMARKS_MAX);
  return (
    <>
      <FormControl required error={Boolean(reasonMessage)} disabled={disabled}>
        <FormLabel id="review-withdrawal-reason-label">{t('admin.withdrawals.review.reason')}</FormLabel>
        <RadioGroup
          aria-labelledby="review-withdrawal-reason-label"
          aria-describedby={reasonMessage ? 'review-withdrawal-reason-error' : undefined}
          aria-invalid={reasonMessage ? true : undefined}
          name="reason"
          value={draft.reason ?? ''}
          onChange={(event) => onChange({ ...draft, reason: event.target.value as RejectReason })}
        >
          {REJECT_REASONS.map((reason) => (
            <FormControlLabel key={reason} value={reason} control={<Radio />} label={t(`admin.withdrawals.review.reasons.${reason}`)} />
          ))}
        </RadioGroup>
        {reasonMessage && <FormHelperText id="review-withdrawal-reason-error">{reasonMessage}</FormHelperText>}
      </FormControl>
      <TextField
        id="review-withdrawal-note"
        label={t(draft.reason === 'other' ? 'admin.withdrawals.review.noteRequired' : 'admin.withdrawals.review.note')}
        required={draft.reason === 'other'}
        fullWidth
        multiline
        minRows={2}
        value={draft.note}
        onChange={(event) => onChange({ ...draft, note: event.target.value })}
        disabled={disabled}
        error={Boolean(noteMessage)}
        helperText={noteMessage ?? t('admin.withdrawals.review.noteHelp')}
      />
    </>
  );
}
