import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface NewCodeLineProps {
  sending: boolean;
  disabled: boolean;
  onRequest: () => void;
  onChangeEmail: () => void;
}

/** Under the reset form: a new code when none came or it expired, or another account's email. */
export function NewCodeLine({ sending, disabled, onRequest, onChangeEmail }: NewCodeLineProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', alignItems: 'baseline' }}>
      <Typography component="span">{t('reset.request.noCode')}</Typography>
      <Link component="button" type="button" variant="body1" onClick={onRequest} disabled={sending || disabled} sx={{ verticalAlign: 'baseline' }}>
        {sending ? t('reset.request.sending') : t('reset.request.resend')}
      </Link>
      <Typography component="span" aria-hidden>
        ·
      </Typography>
      <Link component="button" type="button" variant="body1" onClick={onChangeEmail} disabled={sending || disabled} sx={{ verticalAlign: 'baseline' }}>
        {t('reset.request.otherEmail')}
      </Link>
    </Box>
  );
}
