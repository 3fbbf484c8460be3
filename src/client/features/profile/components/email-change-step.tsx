import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, sixDigitCode } from '../../../components/code-field';
import type { ServerFailure } from '../../../api/server-failure';
import { failureMessage } from '../api-error';

export const EMAIL_CHANGE_TITLE_ID = 'email-change-title';

interface Props {
  pendingEmail: string;
  step: 'code' | 'confirming' | 'saving' | 'failed';
  failure: ServerFailure | null;
  onConfirm: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
}

/** The second step of an email change: the 6-digit code mailed to the new address. */
export function EmailChangeStep({ pendingEmail, step, failure, onConfirm, onResend, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const busy = step === 'confirming' || step === 'saving';
  // A wrong code is told on the field; the server's text counts the tries left (in English).
  const wrong = failure?.code === 'OTP_INVALID' && step === 'code' ? failureMessage(failure, t, i18n.language) : null;
  const error = incomplete ? t('profile.security.emailChange.codeInvalid') : wrong;

  function submit(event: FormEvent) {
    event.preventDefault();
    const digits = sixDigitCode(code);
    if (!digits) return setIncomplete(true);
    onConfirm(digits);
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={EMAIL_CHANGE_TITLE_ID}>{t('profile.security.emailChange.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{t('profile.security.emailChange.sent', { email: pendingEmail })}</DialogContentText>
        {step === 'failed' ? (
          <Alert severity="warning">{t('profile.security.emailChange.spent')}</Alert>
        ) : (
          <CodeField
            id="email-change-code"
            label={t('profile.security.emailChange.codeLabel')}
            value={code}
            onChange={(value) => {
              setCode(value);
              setIncomplete(false);
            }}
            error={error}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('profile.security.emailChange.cancel')}
        </Button>
        <Button onClick={onResend} disabled={busy} variant={step === 'failed' ? 'contained' : 'text'}>
          {step === 'saving' ? t('profile.security.emailChange.resending') : t('profile.security.emailChange.resend')}
        </Button>
        {step !== 'failed' && (
          <Button type="submit" variant="contained" disabled={busy}>
            {step === 'confirming' ? t('profile.security.emailChange.confirming') : t('profile.security.emailChange.confirm')}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
