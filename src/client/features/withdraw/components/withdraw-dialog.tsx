import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuardedClose } from '../../../components/use-guarded-close';
import { useMyWithdrawalsInfiniteQuery } from '../api';
import { lastUsedAccounts } from '../payout-account';
import { WithdrawFlow } from './withdraw-flow';

/**
 * The withdrawal dialog (full screen on phones). Mounted only while open, so every opening starts a
 * fresh request with a fresh key. The last used details come from the investor's own withdrawals
 * (the list the profile already loaded; until it loads, nothing is offered).
 */
export function WithdrawDialog({ balance, twoFactor = false, onClose }: { balance: number; twoFactor?: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { data } = useMyWithdrawalsInfiniteQuery();
  const lastUsed = useMemo(() => lastUsedAccounts(data?.pages.flatMap((page) => page.withdrawals) ?? []), [data]);
  const { close, onBusyChange } = useGuardedClose(onClose);

  return (
    <Dialog open onClose={close} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="withdraw-dialog-title">
      <DialogTitle id="withdraw-dialog-title">{t('withdraw.title')}</DialogTitle>
      <WithdrawFlow balance={balance} twoFactor={twoFactor} lastUsed={lastUsed} onClose={close} onBusyChange={onBusyChange} />
    </Dialog>
  );
}
