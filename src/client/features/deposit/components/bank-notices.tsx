import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { PaymentAccountDto } from '../../../../shared/payment-account-types';
import { formatDate } from '../../../../shared/format';

/** How long investors are told that the payment details changed. */
export const CHANGE_NOTICE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export function changedRecently(detailsChangedAt: string | null, now = Date.now()): boolean {
  if (!detailsChangedAt) return false;
  const at = Date.parse(detailsChangedAt);
  return !Number.isNaN(at) && now - at >= 0 && now - at < CHANGE_NOTICE_DAYS * DAY_MS;
}

/**
 * Warnings above the payment details: the seeded demo details must not receive money, and a
 * recent change could be an attacker's swap, so the investor checks before sending.
 */
export function BankNotices({ bank }: { bank: Pick<PaymentAccountDto, 'isDemo' | 'detailsChangedAt'> }) {
  const { t, i18n } = useTranslation();
  const recent = changedRecently(bank.detailsChangedAt);
  if (!bank.isDemo && !recent) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      {bank.isDemo && (
        <Alert severity="error" role="alert">
          {t('deposit.bankNotice.demo')}
        </Alert>
      )}
      {recent && bank.detailsChangedAt && (
        <Alert severity="warning" role="alert">
          {t('deposit.bankNotice.changed', { date: formatDate(bank.detailsChangedAt, i18n.language) })}
        </Alert>
      )}
    </Box>
  );
}
