import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAsciiDigits } from '../../../../shared/format';
import { readAnswer, useAnswerText } from '../../../api/server-failure';
import { useDisableTwoFactorMutation } from '../../../api/two-factor-api';
import { useSnackbar } from '../../../components/toast-provider';

const TITLE_ID = 'disable-two-factor-title';
const CODE = /^(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})$/;

/** Turning two-factor off needs the password and a current code (or a recovery code). */
export function DisableTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const answerText = useAnswerText('twoFactor.codes');
  const { enqueueSnackbar } = useSnackbar();
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string; server?: string }>({});

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = toAsciiDigits(code.trim());
    const found = {
      password: password ? undefined : t('twoFactor.errors.passwordRequired'),
      code: value === '' ? t('twoFactor.errors.codeRequired') : CODE.test(value) ? undefined : t('twoFactor.errors.signInCodeFormat'),
    };
    setErrors(found);
    if (found.password || found.code) return;
    try {
      await disable({ password, code: value }).unwrap();
      enqueueSnackbar(t('twoFactor.profile.disabled'), { variant: 'success' });
      onClose();
    } catch (error) {
      setErrors({ server: answerText(readAnswer(error), 'twoFactor.profile.disableFailed') });
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={TITLE_ID}>{t('twoFactor.profile.disableTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography>{t('twoFactor.profile.disableIntro')}</Typography>
          <TextField
            id="disable-two-factor-password"
            type="password"
            label={t('twoFactor.profile.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
          <TextField
            id="disable-two-factor-code"
            label={t('twoFactor.signIn.codeLabel')}
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(errors.code)}
            helperText={errors.code ?? t('twoFactor.signIn.codeHint')}
          />
          {errors.server && (
            <Typography role="alert" color="error">
              {errors.server}
            </Typography>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>{t('twoFactor.profile.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={isLoading}>
            {t('twoFactor.profile.confirmOff')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
