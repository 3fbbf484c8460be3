import type { BankPayoutAccount, MobilePayoutAccount, PayoutAccount, WithdrawalDto, WithdrawalMethod } from '../../../shared/withdrawal-types';

export type LastUsedAccounts = Partial<Record<WithdrawalMethod, PayoutAccount>>;

export const isBankAccount = (account: PayoutAccount): account is BankPayoutAccount => 'accountNumber' in account;

/** The number the money goes to: a bank account number or a wallet's mobile number. */
export const accountNumberOf = (account: PayoutAccount): string => (isBankAccount(account) ? account.accountNumber : (account as MobilePayoutAccount).number);

/** Only the last 4 digits, as a list shown on screen needs (the full number was typed by the investor). */
export function maskedNumber(account: PayoutAccount): string {
  const digits = accountNumberOf(account).replace(/\D/g, '');
  // A no-break space: the dots and the digits never part at a phone's line end.
  return `••••\u00a0${digits.slice(-4)}`;
}

/**
 * The details of the newest withdrawal per method, offered again when the investor picks that method:
 * most pay out to the same account every time. `withdrawals` may be in any order.
 */
export function lastUsedAccounts(withdrawals: WithdrawalDto[]): LastUsedAccounts {
  const found: LastUsedAccounts = {};
  const newest = [...withdrawals].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  for (const withdrawal of newest) found[withdrawal.method] ??= withdrawal.account;
  return found;
}

/** The same submission, whatever order its fields were typed in: what decides whether a key is reused. */
export function submissionSignature(amount: number, method: WithdrawalMethod, account: PayoutAccount): string {
  const fields =
    method === 'bank' && isBankAccount(account)
      ? [account.bankName, account.branch, account.accountName, account.accountNumber, account.routingNumber]
      : [accountNumberOf(account)];
  return JSON.stringify([Math.round(amount * 100), method, ...fields]);
}
