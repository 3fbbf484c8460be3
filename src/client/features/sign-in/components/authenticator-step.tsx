import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAsciiDigits } from '../../../../shared/format';
import { BusyButton } from '../../../components/busy-button';

interface AuthenticatorStepProps {
  pending: boolean;
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
}

/** 6 digits from the app, or a recovery code ("abcde-fghjk"). */
const CODE = /^(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})$/;

/** The second sign-in step with two-factor on: the authenticator code (or a recovery code). */
export function AuthenticatorStep({ pending, onSubmit, onBack }: AuthenticatorStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = toAsciiDigits(code.trim());
    if (!CODE.test(value)) {
      setError(t(value === '' ? 'twoFactor.errors.codeRequired' : 'twoFactor.errors.signInCodeFormat'));
      return;
    }
    setError(null);
    await onSubmit(value);
    setCode('');
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('twoFactor.signIn.formLabel')} sx={{ display: 'grid', gap: 2.5, mt: 3 }}>
      <Typography>{t('twoFactor.signIn.intro')}</Typography>
      <TextField
        id="sign-in-authenticator-code"
        name="code"
        label={t('twoFactor.signIn.codeLabel')}
        autoComplete="one-time-code"
        autoFocus
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? t('twoFactor.signIn.codeHint')}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <BusyButton type="submit" variant="contained" size="large" busy={pending} aria-busy={pending} busyText={t('twoFactor.signIn.verifying')}>
        {t('twoFactor.signIn.verify')}
      </BusyButton>
      <Button variant="text" onClick={onBack} disabled={pending}>
        {t('twoFactor.signIn.back')}
      </Button>
    </Box>
  );
}
