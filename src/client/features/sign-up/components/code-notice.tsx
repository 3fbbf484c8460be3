import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SignUpNotice } from '../machines/sign-up-machine';
import { hasTranslatedCode, serverText } from '../server-failure';

interface CodeNoticeProps {
  notice: SignUpNotice;
  onStartOver: () => void;
}

/** What code entry says after a verify or resend attempt (spec sections 5, 8). */
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
    case 'verifyFailed': {
      // The spec's text, plus the server's reason when it tells the user what to do (tries left, expired, wait).
      const { failure } = notice;
      const detail = failure.status === 'network' || hasTranslatedCode(failure) ? serverText(failure, t, i18n) : null;
      return (
        <Alert severity="error">
          <Box component="span" sx={{ display: 'block' }}>
            {t('signUp.code.verificationFailed')}
          </Box>
          {detail}
        </Alert>
      );
    }
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
