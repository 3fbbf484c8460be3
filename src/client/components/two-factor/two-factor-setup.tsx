import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerText } from '../../api/server-failure';
import { BusyButton } from '../busy-button';
import { ErrorLine } from '../error-line';
import { PageLoader } from '../page-loader';
import { CopyButton } from './copy-button';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { useTwoFactorSetup } from './use-two-factor-setup';
import { SetupPasswordStep } from './setup-password-step';

const toAscii = (text: string) => text.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d)));

/** The secret in groups of four, as authenticator apps show them: easier to type by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

interface TwoFactorSetupProps {
  /** Two-factor is on and the recovery codes were seen. */
  onDone: () => void;
  /** Shown as a Cancel button when given (the profile's dialog); an admin who must set it up has none. */
  onCancel?: () => void;
}

/**
 * Turning two-factor on: the current password first, then a QR code to scan, the otpauth link (on the phone itself a QR code cannot
 * be scanned) and the secret as text, the first code, then the recovery codes once.
 */
export function TwoFactorSetup({ onDone, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation();
  const answerText = useAnswerText('twoFactor.codes');
  const [state, send] = useTwoFactorSetup();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { secret, otpauthUrl, recoveryCodes, failure } = state.context;

  useEffect(() => {
    if (state.matches('done')) onDone();
    if (state.matches('cancelled')) onCancel?.();
  }, [state, onDone, onCancel]);

  if (state.matches('enterPassword')) {
    return (
      <SetupPasswordStep
        serverError={failure ? answerText(failure, 'twoFactor.setup.failed') : undefined}
        onSubmit={(password) => send({ type: 'PASSWORD', password })}
        onCancel={onCancel ? () => send({ type: 'CANCEL' }) : undefined}
      />
    );
  }
  if (state.matches('starting')) return <PageLoader label={t('twoFactor.setup.starting')} />;
  if (state.matches('failed')) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ErrorLine>{answerText(failure ?? { message: null, code: null }, 'twoFactor.setup.failed')}</ErrorLine>
        <Button variant="outlined" onClick={() => send({ type: 'RETRY' })}>
          {t('twoFactor.setup.retry')}
        </Button>
      </Box>
    );
  }
  if (state.matches('showCodes') || state.matches('done')) return <RecoveryCodesPanel codes={recoveryCodes} onContinue={() => send({ type: 'CONTINUE' })} />;

  const pending = state.matches('enabling');
  function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = toAscii(code.trim());
    if (!/^\d{6}$/.test(value)) {
      setFieldError(t('twoFactor.errors.codeFormat'));
      return;
    }
    setFieldError(null);
    send({ type: 'SUBMIT', code: value });
  }
  const serverError = failure ? answerText(failure, 'twoFactor.setup.enableFailed') : null;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('twoFactor.setup.formLabel')} sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('twoFactor.setup.step1')}</Typography>
      {otpauthUrl && (
        <>
          <Box sx={{ justifySelf: 'start', p: 1, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1, lineHeight: 0 }}>
            <QRCodeSVG value={otpauthUrl} size={176} marginSize={2} role="img" aria-label={t('twoFactor.setup.qrLabel')} data-testid="two-factor-qr" />
          </Box>
          <Link href={otpauthUrl} sx={{ fontWeight: 600 }}>
            {t('twoFactor.setup.openApp')}
          </Link>
        </>
      )}
      <Typography>{t('twoFactor.setup.step2')}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          component="code"
          lang="en"
          data-testid="two-factor-secret"
          aria-label={t('twoFactor.setup.secretLabel')}
          sx={{ fontFamily: 'monospace', fontSize: '1.05rem', bgcolor: 'grey.100', px: 1.5, py: 0.75, borderRadius: 1, wordBreak: 'break-all' }}
        >
          {secret ? grouped(secret) : ''}
        </Typography>
        {secret && <CopyButton text={secret} label={t('twoFactor.setup.copySecret')} />}
      </Box>
      <Typography>{t('twoFactor.setup.step3')}</Typography>
      <TextField
        id="two-factor-setup-code"
        label={t('twoFactor.signIn.codeLabel')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        required
        error={Boolean(fieldError ?? serverError)}
        helperText={fieldError ?? serverError ?? t('twoFactor.setup.codeHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={() => send({ type: 'CANCEL' })} disabled={pending}>
            {t('twoFactor.setup.cancel')}
          </Button>
        )}
        <BusyButton type="submit" variant="contained" busy={pending} aria-busy={pending} busyText={t('twoFactor.setup.submitting')}>
          {t('twoFactor.setup.submit')}
        </BusyButton>
      </Box>
    </Box>
  );
}
