import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatNumber } from '../../../../../shared/format';
import { useFailureText } from '../../shell/failure-text';
import { usePaymentAccountChangesQuery } from '../api';
import { accountText, changeLines } from '../describe-change';

const TITLE_ID = 'payment-changes-title';
const BAR = { px: { xs: 2, md: 3 }, py: 1, borderBottom: 1, borderColor: 'divider' } as const;

/**
 * Above every admin screen, while any payment account was added or changed in the last days: what
 * changed, on which account, when and by whom, from the audit trail. An insider who rewrites the
 * deposit number (or an instruction to name another one) would divert every deposit, so every
 * admin sees it here as well as in the mail. Nothing is shown while there is no change.
 */
export function PaymentChangesNotice() {
  const { t, i18n } = useTranslation();
  const failureText = useFailureText();
  const { data, error, isFetching, refetch } = usePaymentAccountChangesQuery();

  if (error && !data)
    return (
      <Box sx={{ ...BAR, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ color: 'error.dark' }}>
          {t('admin.paymentChanges.loadError', { message: failureText(error, 'admin.paymentChanges.checkFailed') })}
        </Typography>
        <Button size="small" variant="outlined" disabled={isFetching} onClick={() => void refetch()}>
          {t('admin.paymentChanges.retry')}
        </Button>
      </Box>
    );
  if (!data || data.changes.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={TITLE_ID} sx={{ ...BAR, bgcolor: '#fff4e5', color: '#663c00' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon fontSize="small" aria-hidden />
        <Typography id={TITLE_ID} component="h2" variant="body2" sx={{ fontWeight: 700 }}>
          {t('admin.paymentChanges.title', { days: formatNumber(data.days, i18n.language) })}
        </Typography>
      </Box>
      <Typography variant="body2">{t('admin.paymentChanges.intro')}</Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 4 }}>
        {data.changes.map((change) => (
          <Box component="li" key={change._id} sx={{ mb: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(change.change === 'created' ? 'admin.paymentChanges.added' : 'admin.paymentChanges.changed', { account: accountText(change, t) })}
            </Typography>
            <Typography variant="body2">
              {t('admin.paymentChanges.byOn', {
                when: formatDateTime(change.createdAt, i18n.language),
                actor: change.actor ? change.actor.email : t('admin.paymentChanges.noActor'),
              })}
            </Typography>
            {changeLines(change, t).map((line) => (
              <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {line}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
      {data.more && <Typography variant="body2">{t('admin.paymentChanges.more')}</Typography>}
      <Link component={RouterLink} to="/admin/dashboard?tab=activity" variant="body2" sx={{ color: 'inherit', fontWeight: 600 }}>
        {t('admin.paymentChanges.seeAll')}
      </Link>
    </Box>
  );
}
