import type { WithdrawalRequest } from './request-withdrawal';

/**
 * The payout details as one comparable text: the method with the mobile number, or the bank
 * account number (digits only: '2050-1234 567' is the same account as '20501234567') with the
 * routing number. Bank, branch and account names are left out: retyping a name differently does
 * not make an account new, and changing only the name does not change where money goes.
 */
export function payoutKey(method: WithdrawalRequest['method'], account: WithdrawalRequest['account']): string {
  if (method !== 'bank') return `${method}:${account.number ?? ''}`;
  return `bank:${(account.accountNumber ?? '').replace(/\D/g, '')}:${account.routingNumber ?? ''}`;
}
