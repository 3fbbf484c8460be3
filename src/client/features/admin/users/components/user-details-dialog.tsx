import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../../../shared/api-types';
import { formatBdt } from '../../../../../shared/format';
import { useUserActivityQuery, useUserDepositsQuery, useUserHoldingsQuery, useUserWithdrawalsQuery } from '../api';
import { ActivityLines, DepositLines, HoldingLines, WithdrawalLines } from './detail-lists';
import { DetailSection } from './detail-section';

const TITLE_ID = 'user-details-title';

/**
 * One user's details, opened from their row in the users tab: their deposits, holdings and
 * activity. Full screen on phones. MUI's Dialog moves focus in, keeps it there and gives it back to
 * the row on close; the title names the dialog for screen readers.
 */
/** The NID's last 4 digits only: the details name the person without showing their whole ID. */
export const maskedNid = (nid: string | null): string | null => {
  const digits = nid?.replace(/\D/g, '') ?? '';
  return digits.length > 0 ? `…${digits.slice(-4)}` : null;
};

export function UserDetailsDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Read afresh each time: the dialog answers "what does this user have now".
  const options = { refetchOnMountOrArgChange: true } as const;
  const deposits = useUserDepositsQuery(user._id, options);
  const holdings = useUserHoldingsQuery(user._id, options);
  const withdrawals = useUserWithdrawalsQuery(user._id, options);
  const activity = useUserActivityQuery(user._id, options);
  const lng = i18n.language;
  const nidEnd = maskedNid(user.nid);

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {t('admin.userDetail.title', { name: user.fullname })}
      </DialogTitle>
      <IconButton aria-label={t('admin.userDetail.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {/* Focusable: the content scrolls (a phone's full screen) and holds no control to reach it by (axe). */}
      <DialogContent dividers tabIndex={0} aria-labelledby={TITLE_ID} role="region">
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 2,
            rowGap: 0.5,
            '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
            '& dt': { color: 'text.secondary' },
          }}
        >
          <Typography component="dt">{t('admin.users.columns.email')}</Typography>
          <Typography component="dd">{user.email}</Typography>
          <Typography component="dt">{t('admin.users.columns.phone')}</Typography>
          <Typography component="dd">{user.phone?.trim() || t('admin.users.notGiven')}</Typography>
          <Typography component="dt">{t('admin.userDetail.customerId')}</Typography>
          <Typography component="dd">{user.uniqueId ?? t('admin.users.notGiven')}</Typography>
          <Typography component="dt">{t('admin.userDetail.nid')}</Typography>
          <Typography component="dd">{nidEnd ? t('admin.userDetail.nidMasked', { last: nidEnd }) : t('admin.users.notGiven')}</Typography>
          <Typography component="dt">{t('admin.users.columns.investment')}</Typography>
          <Typography component="dd">{formatBdt(user.totalInvestment, lng)}</Typography>
          <Typography component="dt">{t('admin.userDetail.balance')}</Typography>
          <Typography component="dd">{formatBdt(user.availableBalance, lng)}</Typography>
        </Box>
        <DetailSection
          id="user-details-deposits"
          title={t('admin.userDetail.deposits')}
          query={deposits}
          count={deposits.data?.deposits.length}
          loadingText={t('admin.userDetail.loadingDeposits')}
          emptyText={t('admin.userDetail.noDeposits')}
        >
          <DepositLines deposits={deposits.data?.deposits ?? []} />
        </DetailSection>
        <DetailSection
          id="user-details-holdings"
          title={t('admin.userDetail.holdings')}
          query={holdings}
          count={holdings.data?.holdings.length}
          loadingText={t('admin.userDetail.loadingHoldings')}
          emptyText={t('admin.userDetail.noHoldings')}
        >
          <HoldingLines holdings={holdings.data?.holdings ?? []} />
        </DetailSection>
        <DetailSection
          id="user-details-withdrawals"
          title={t('admin.userDetail.withdrawals')}
          query={withdrawals}
          count={withdrawals.data?.withdrawals.length}
          loadingText={t('admin.userDetail.loadingWithdrawals')}
          emptyText={t('admin.userDetail.noWithdrawals')}
        >
          <WithdrawalLines withdrawals={withdrawals.data?.withdrawals ?? []} />
        </DetailSection>
        <DetailSection
          id="user-details-activity"
          title={t('admin.userDetail.activity')}
          query={activity}
          count={activity.data?.events.length}
          loadingText={t('admin.userDetail.loadingActivity')}
          emptyText={t('admin.userDetail.noActivity')}
        >
          <ActivityLines events={activity.data?.events ?? []} />
        </DetailSection>
      </DialogContent>
    </Dialog>
  );
}
