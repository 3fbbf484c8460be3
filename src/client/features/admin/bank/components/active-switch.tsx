import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import type { PaymentAccountDto } from '../../../../../shared/payment-account-types';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { useFailureText } from '../../shell/failure-text';
import { useSavePaymentAccountMutation } from '../api';
import { bodyOfAccount } from '../payment-account-schema';
import { accountTitle } from './account-title';

/** Turns an account on or off at once: no details change, so no confirmation is needed. */
export function ActiveSwitch({ account }: { account: PaymentAccountDto }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const [save, { isLoading }] = useSavePaymentAccountMutation();
  const toggle = async (active: boolean) => {
    try {
      await save({ id: account._id, body: bodyOfAccount(account, active) }).unwrap();
      enqueueSnackbar(t(active ? 'admin.paymentAccounts.turnedOn' : 'admin.paymentAccounts.turnedOff'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
    } catch (error) {
      enqueueSnackbar(failureText(error, 'admin.paymentAccounts.saveFailed'), { variant: 'error', ...PAGE_TOAST_OPTIONS });
    }
  };
  return (
    <Switch
      checked={account.active}
      disabled={isLoading}
      onChange={(_event, checked) => void toggle(checked)}
      slotProps={{ input: { 'aria-label': t('admin.paymentAccounts.activeLabel', { name: accountTitle(account, t) }) } }}
    />
  );
}
