import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositDto } from '../../../../../shared/api-types';
import { formatBdt, formatDate, formatDateTime } from '../../../../../shared/format';
import { DepositStatusChip } from '../../../../components/deposit-status-chip';
import { ScreenshotLarge } from './screenshot-large';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** What the admin decides on: who sent how much, when, how and where to, and the proof. */
export function DepositSummary({ deposit }: { deposit: DepositDto }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const account = deposit.paymentAccount;
  // One warning, each day once: several earlier uses of the screenshot on one day read as one.
  const sameDates = [...new Set(deposit.sameScreenshotAs.map((other) => formatDate(other.createdAt, lng)))];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {sameDates.length > 0 && <Alert severity="warning">{t('admin.deposits.review.sameScreenshot', { date: sameDates.join(', ') })}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 0.75 }, m: 0, flex: '1 1 220px' }}>
          <Row label={t('admin.deposits.review.investor')}>
            {deposit.userId.fullname} ({deposit.userId.email})
          </Row>
          <Row label={t('admin.review.customerId')}>{deposit.userId.uniqueId ?? t('admin.review.notGiven')}</Row>
          <Row label={t('admin.review.phone')}>{deposit.userId.phone ? <span dir="ltr">{deposit.userId.phone}</span> : t('admin.review.notGiven')}</Row>
          <Row label={t('admin.deposits.review.amount')}>{formatBdt(deposit.amount, lng)}</Row>
          <Row label={t('admin.deposits.review.date')}>
            <time dateTime={deposit.createdAt}>{formatDateTime(deposit.createdAt, lng)}</time>
          </Row>
          <Row label={t('admin.deposits.review.method')}>{account ? t(`admin.paymentAccounts.kinds.${account.kind}`) : t('admin.deposits.review.notGiven')}</Row>
          {account && <Row label={t('admin.deposits.review.account')}>{[account.bankName, account.accountName, account.accountNumber].filter(Boolean).join(' · ')}</Row>}
          <Row label={t('admin.deposits.review.reference')}>{deposit.reference ?? t('admin.deposits.review.notGiven')}</Row>
          <Row label={t('admin.deposits.review.sender')}>{deposit.sender ?? t('admin.deposits.review.notGiven')}</Row>
        </Box>
        <DepositStatusChip status={deposit.status} />
      </Box>
      <ScreenshotLarge url={deposit.screenshotUrl} name={deposit.userId.fullname} />
    </Box>
  );
}
