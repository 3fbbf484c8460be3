import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount, WithdrawalMethod } from '../../../../shared/withdrawal-types';
import { AccountText } from './account-text';

/** The details last used with this method, offered again (most investors are paid to the same account each time). */
export function LastUsedOffer({ method, account, onUse }: { method: WithdrawalMethod; account: PayoutAccount; onUse: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      icon={false}
      action={
        <Button color="inherit" size="small" onClick={onUse}>
          {t('withdraw.account.useLast')}
        </Button>
      }
    >
      {t('withdraw.account.lastUsed', { method: t(`withdraw.methods.${method}`) })} <AccountText method={method} account={account} />
    </Alert>
  );
}
