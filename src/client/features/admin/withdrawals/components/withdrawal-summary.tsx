import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalDto } from '../../../../../shared/withdrawal-types';
import { formatBdt, formatDateTime } from '../../../../../shared/format';
import { AccountDetails } from './account-details';
import { WithdrawalStatusChip } from './withdrawal-parts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** What the admin pays or rejects: who asked for how much, when, and where the money goes. */
export function WithdrawalSummary({ withdrawal }: { withdrawal: WithdrawalDto }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
        <Row label={t('admin.withdrawals.review.investor')}>
          {withdrawal.userId.fullname} ({withdrawal.userId.email})
        </Row>
        <Row label={t('admin.review.customerId')}>{withdrawal.userId.uniqueId ?? t('admin.review.notGiven')}</Row>
        <Row label={t('admin.review.phone')}>{withdrawal.userId.phone ? <span dir="ltr">{withdrawal.userId.phone}</span> : t('admin.review.notGiven')}</Row>
        <Row label={t('admin.withdrawals.review.reference')}>{withdrawal.reference}</Row>
        <Row label={t('admin.withdrawals.review.amount')}>{formatBdt(withdrawal.amount, lng)}</Row>
        <Row label={t('admin.withdrawals.review.date')}>
          <time dateTime={withdrawal.createdAt}>{formatDateTime(withdrawal.createdAt, lng)}</time>
        </Row>
        <Row label={t('admin.withdrawals.review.status')}>
          <WithdrawalStatusChip status={withdrawal.status} />
        </Row>
        <Row label={t('admin.withdrawals.review.method')}>{t(`admin.withdrawals.method.${withdrawal.method}`)}</Row>
      </Box>
      <AccountDetails withdrawal={withdrawal} />
    </Box>
  );
}
