import type { TFunction } from 'i18next';
import type { PaymentAccountDto } from '../../../../../shared/payment-account-types';

/** "Islami Bank Bangladesh PLC" for a bank, "bKash" for a wallet: how the admin tells accounts apart. */
export function accountTitle(account: Pick<PaymentAccountDto, 'kind' | 'bankName'>, t: TFunction): string {
  return account.kind === 'bank' && account.bankName ? account.bankName : t(`admin.paymentAccounts.kinds.${account.kind}`);
}
