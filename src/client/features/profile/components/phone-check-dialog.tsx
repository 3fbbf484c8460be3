import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, sixDigitCode } from '../../../components/code-field';
import { failureMessage } from '../api-error';
import { usePhoneCheck } from '../use-phone-check';

const TITLE_ID = 'phone-check-title';

/** Texts a code to the profile's phone as it opens, then takes the 6 digits back. Closes itself once the phone is checked. */
export function PhoneCheckDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [state, send] = usePhoneCheck();
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const { sentTo, failure } = state.context;
  const finished = state.status === 'done';
  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);

  const sending = state.matches('sending');
  const busy = sending || state.matches('confirming');
  const wrong = state.matches('code') && failure?.code === 'OTP_INVALID' ? failureMessage(failure, t, i18n.language) : null;
  const error = incomplete ? t('profile.phoneCheck.codeInvalid') : wrong;
  const unavailable = state.matches('unavailable') ? (failure && failureMessage(failure, t, i18n.language)) || t('profile.somethingWrong') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const digits = sixDigitCode(code);
    if (!digits) return setIncomplete(true);
    send({ type: 'CONFIRM', code: digits });
  }

  const cancel = () => {
    send({ type: 'CANCEL' });
    onClose();
  };

  return (
    <Dialog open onClose={busy ? undefined : cancel} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={TITLE_ID}>{t('profile.phoneCheck.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText role="status" sx={{ mb: 2 }}>
            {sending ? t('profile.phoneCheck.sending') : sentTo ? t('profile.phoneCheck.sent', { number: sentTo }) : null}
          </DialogContentText>
          {unavailable && <Alert severity="error">{unavailable}</Alert>}
          {state.matches('spent') && <Alert severity="warning">{t('profile.phoneCheck.spent')}</Alert>}
          {(state.matches('code') || state.matches('confirming')) && (
            <CodeField
              id="phone-check-code"
              label={t('profile.phoneCheck.codeLabel')}
              value={code}
              onChange={(value) => {
                setCode(value);
                setIncomplete(false);
              }}
              error={error}
              hint={t('profile.phoneCheck.codeHelp')}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={cancel} disabled={busy}>
            {t('profile.phoneCheck.cancel')}
          </Button>
          <Button onClick={() => send({ type: 'RESEND' })} disabled={busy} variant={state.matches('spent') || unavailable ? 'contained' : 'text'}>
            {sending ? t('profile.phoneCheck.resending') : t('profile.phoneCheck.resend')}
          </Button>
          {(state.matches('code') || state.matches('confirming')) && (
            <Button type="submit" variant="contained" disabled={busy}>
              {state.matches('confirming') ? t('profile.phoneCheck.confirming') : t('profile.phoneCheck.confirm')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
