import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import * as yup from 'yup';
import { formatNumber } from '../../../../shared/format';
import { otpField } from '../../../../shared/schemas/auth';
import type { SignUpNotice } from '../machines/sign-up-machine';
import { useSecondsLeft } from '../use-seconds-left';
import { CodeBoxes, EMPTY_CODE } from './code-boxes';
import { CodeNotice, verifyFailureText } from './code-notice';
import { SignInPrompt } from './sign-in-prompt';
import { StepFrame } from './step-frame';

// The shared six-digit rule; blank boxes are spaces, so a gap fails it like a missing digit.
const codeSchema = yup.object({ otp: otpField('signUp.code.incomplete') });

interface CodeStepProps {
  email: string | null;
  busy: 'verifying' | 'resending' | null;
  notice: SignUpNotice | null;
  /** When (epoch ms) a new code may be asked for; the link waits with a countdown until then. */
  resendAvailableAt: number;
  focusTitle: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onStartOver: () => void;
}

/** Step 3: the emailed code, verify, resend, and the ways back to sign up and sign in. */
export function CodeStep({ email, busy, notice, resendAvailableAt, focusTitle, onVerify, onResend, onStartOver }: CodeStepProps) {
  const { t, i18n } = useTranslation();
  const secondsLeft = useSecondsLeft(resendAvailableAt);
  const formik = useFormik({
    initialValues: { otp: EMPTY_CODE },
    validationSchema: codeSchema,
    onSubmit: (values) => onVerify(values.otp.trim()),
  });
  // One message under the boxes: the field's own rule, else the server's refusal.
  const fieldError = formik.submitCount > 0 && formik.errors.otp ? t(formik.errors.otp) : null;
  const error = fieldError ?? (notice?.kind === 'verifyFailed' ? verifyFailureText(notice.failure, t, i18n) : null);
  const wait = `${formatNumber(Math.floor(secondsLeft / 60), i18n.language)}:${formatNumber(secondsLeft % 60, i18n.language).padStart(2, formatNumber(0, i18n.language))}`;
  const intro = email ? t('signUp.code.intro', { email }) : t('signUp.code.introNoEmail');

  return (
    <StepFrame step={3} title={t('signUp.code.title')} intro={intro} focusTitle={focusTitle}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('signUp.code.formLabel')} sx={{ display: 'grid', gap: 2.5 }}>
        <Typography id="sign-up-code-label" component="p" sx={{ fontWeight: 600 }}>
          {t('signUp.code.label')}
        </Typography>
        <CodeBoxes
          value={formik.values.otp}
          onChange={(otp) => void formik.setFieldValue('otp', otp)}
          labelId="sign-up-code-label"
          errorId={error ? 'sign-up-code-error' : undefined}
          invalid={Boolean(error)}
          disabled={busy === 'verifying'}
        />
        {error && (
          <Typography id="sign-up-code-error" role="alert" color="error" variant="body2" sx={{ textAlign: 'center' }}>
            {error}
          </Typography>
        )}
        {notice && <CodeNotice notice={notice} onStartOver={onStartOver} />}
        <Button type="submit" variant="contained" size="large" disabled={busy !== null}>
          {t(busy === 'verifying' ? 'signUp.code.verifying' : 'signUp.code.verify')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('signUp.code.spamHint')}
        </Typography>
        <Typography sx={{ textAlign: 'center' }}>
          {t('signUp.code.noCode')}{' '}
          <Link
            component="button"
            type="button"
            variant="body1"
            onClick={onResend}
            disabled={busy !== null || secondsLeft > 0}
            aria-describedby={secondsLeft > 0 ? 'sign-up-resend-wait' : undefined}
            sx={{ verticalAlign: 'baseline' }}
          >
            {t(busy === 'resending' ? 'signUp.code.resending' : 'signUp.code.resend')}
          </Link>
        </Typography>
        {secondsLeft > 0 && (
          <Typography id="sign-up-resend-wait" variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: -1.5 }}>
            {t('signUp.code.resendIn', { time: wait })}
          </Typography>
        )}
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/signup" onClick={onStartOver}>
          {t('signUp.code.backToSignUp')}
        </Link>
      </Box>
      <SignInPrompt />
    </StepFrame>
  );
}
