import { useTranslation } from 'react-i18next';
import type { PayoutAccount, WithdrawalMethod } from '../../../../shared/withdrawal-types';
import { accountNumberOf, isBankAccount, maskedNumber } from '../payout-account';

/**
 * A payout account in one line: a bank's name, branch, holder and number, or a wallet's number.
 * `masked` shows only the last 4 digits (lists); the investor's own review shows it whole.
 */
export function AccountText({ method, account, masked = false }: { method: WithdrawalMethod; account: PayoutAccount; masked?: boolean }) {
  const { t } = useTranslation();
  const number = masked ? maskedNumber(account) : accountNumberOf(account);
  if (method === 'bank' && isBankAccount(account)) {
    return <>{t(masked ? 'withdraw.account.bankShort' : 'withdraw.account.bankLine', { ...account, accountNumber: number })}</>;
  }
  return <span dir="ltr">{number}</span>;
}
