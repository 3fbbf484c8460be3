import Checkbox from '@mui/material/Checkbox';
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
import { ReasonFields } from '../../shared/reason-fields';
import type { Decision, FieldErrors } from '../decision-check';
import { REJECT_REASONS, type RejectReason } from '../reject-reasons';

export interface DecisionDraft {
  reference: string;
  reason: RejectReason | null;
  /** The reason in English and in Bengali: filled by the chosen reason, editable. */
  remarks: string;
  remarksBn: string;
  /** Held withdrawals only: the admin confirmed the payout with the investor by phone. */
  phoneConfirmed: boolean;
}

interface DecisionFieldsProps {
  decision: Decision;
  /** Under its safety hold: paying asks for the phone confirmation. */
  held: boolean;
  draft: DecisionDraft;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (draft: DecisionDraft) => void;
  /** A reason was chosen: the dialog fills both languages' texts. */
  onChooseReason: (reason: RejectReason) => void;
}

/** Mark paid: the payment's reference. Reject: a reason, and its text in English and Bengali as the investor reads it. */
export function DecisionFields({ decision, held, draft, errors, disabled, onChange, onChooseReason }: DecisionFieldsProps) {
  const { t, i18n } = useTranslation();
  const error = (key: string | undefined, max: number) => (key ? t(`admin.withdrawals.review.errors.${key}`, { max: formatNumber(max, i18n.language) }) : undefined);
  const reasonFieldError = (key: string | undefined) => (key ? t(`admin.reasonFields.${key}`, { max: formatNumber(WITHDRAWAL_REMARKS_MAX, i18n.language) }) : undefined);

  if (decision === 'paid') {
    const message = error(errors.reference, PAYMENT_REFERENCE_MAX);
    const phoneMessage = error(errors.phoneConfirmed, PAYMENT_REFERENCE_MAX);
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
        {held && (
          <FormControl required error={Boolean(phoneMessage)} disabled={disabled}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.phoneConfirmed}
                  onChange={(event) => onChange({ ...draft, phoneConfirmed: event.target.checked })}
                  slotProps={{ input: { 'aria-describedby': phoneMessage ? 'review-withdrawal-phone-error' : undefined } }}
                />
              }
              label={t('admin.withdrawals.review.phoneConfirmed')}
            />
            {phoneMessage && <FormHelperText id="review-withdrawal-phone-error">{phoneMessage}</FormHelperText>}
          </FormControl>
        )}
      </>
    );
  }

  const reasonMessage = error(errors.reason, WITHDRAWAL_REMARKS_MAX);
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
          onChange={(event) => onChooseReason(event.target.value as RejectReason)}
        >
          {REJECT_REASONS.map((reason) => (
            <FormControlLabel key={reason} value={reason} control={<Radio />} label={t(`admin.withdrawals.review.reasons.${reason}`)} />
          ))}
        </RadioGroup>
        {reasonMessage && <FormHelperText id="review-withdrawal-reason-error">{reasonMessage}</FormHelperText>}
      </FormControl>
      <ReasonFields
        id="review-withdrawal-remarks"
        en={draft.remarks}
        bn={draft.remarksBn}
        errors={{ en: reasonFieldError(errors.remarks), bn: reasonFieldError(errors.remarksBn) }}
        disabled={disabled}
        onChange={(language, value) => onChange({ ...draft, [language === 'en' ? 'remarks' : 'remarksBn']: value })}
      />
    </>
  );
}
