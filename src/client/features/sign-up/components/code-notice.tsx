import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SignUpNotice } from '../machines/sign-up-machine';
import { hasTranslatedCode, serverText, type ServerFailure } from '../server-failure';

/**
 * One text for a refused code, never the spec's 'Verification failed' stacked over the server's
 * reason: the server's reason when it tells the user what to do (tries left, expired,
 * wait), else the spec's verificationFailed text.
 */
export function verifyFailureText(failure: ServerFailure, t: TFunction, i18n: I18n): string {
  const detail = failure.status === 'network' || hasTranslatedCode(failure) ? serverText(failure, t, i18n) : null;
  return detail ?? t('signUp.code.verificationFailed');
}

interface CodeNoticeProps {
  notice: SignUpNotice;
  onStartOver: () => void;
}

/** What code entry says after a resend attempt, or without an email (spec sections 5, 8); a refused code is the code step's field message. */
export function CodeNotice({ notice, onStartOver }: CodeNoticeProps) {
  const { t, i18n } = useTranslation();
  switch (notice.kind) {
    case 'noEmail':
      return (
        <Alert severity="error">
          {t('signUp.code.noEmail')}{' '}
          <Link component={RouterLink} to="/signup" onClick={onStartOver} color="inherit" sx={{ fontWeight: 600 }}>
            {t('signUp.code.signUpAgain')}
          </Link>
        </Alert>
      );
    case 'resent':
      return (
        <Alert severity="success" role="status">
          {t('signUp.code.resent')}
        </Alert>
      );
    case 'resendFailed':
      return <Alert severity="error">{serverText(notice.failure, t, i18n) ?? t('signUp.code.resendFailed')}</Alert>;
    default:
      return null;
  }
}
