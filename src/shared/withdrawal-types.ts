/** Money out: the withdrawal DTOs the API answers with. Amounts are BDT. */

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';
export type WithdrawalMethod = 'bank' | 'bkash' | 'nagad' | 'rocket';

export const WITHDRAWAL_STATUSES: WithdrawalStatus[] = ['pending', 'paid', 'rejected', 'cancelled'];
export const WITHDRAWAL_METHODS: WithdrawalMethod[] = ['bank', 'bkash', 'nagad', 'rocket'];

export interface BankPayoutAccount {
  bankName: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  routingNumber: string;
}

/** bKash, Nagad or Rocket: an 11-digit Bangladeshi mobile number, 01XXXXXXXXX. */
export interface MobilePayoutAccount {
  number: string;
}

export type PayoutAccount = BankPayoutAccount | MobilePayoutAccount;

/**
 * Why a request is held for an admin's extra care (the safety hold): payout details first used
 * less than 24 hours ago, or a password or email change less than 24 hours before the request.
 */
export type WithdrawalHoldReason = 'new-payout-details' | 'password-changed' | 'email-changed';

export interface WithdrawalHold {
  reasons: WithdrawalHoldReason[];
  /** 24 hours after the newest of the causes. */
  until: string;
}

export interface WithdrawalDto {
  _id: string;
  /** 'WDR-XXXXXXXX', what the investor quotes to support. */
  reference: string;
  /** The investor; customer ID and phone let an admin match a payment and call before paying. */
  userId: { _id: string; fullname: string; email: string; uniqueId: string | null; phone: string | null };
  amount: number;
  method: WithdrawalMethod;
  account: PayoutAccount;
  status: WithdrawalStatus;
  /** The bank reference or TrxID of the payment; set once paid. */
  paymentReference: string | null;
  /** The reason of a rejection, or an admin's note on a payment. */
  adminRemarks: string | null;
  /** The same in Bengali; shown to Bengali readers, who fall back to adminRemarks. */
  adminRemarksBn: string | null;
  decidedAt: string | null;
  /** Set when the request was made under one of the safety conditions; null otherwise. */
  hold: WithdrawalHold | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/withdrawals and the decisions: the withdrawal and the investor's wallet after it. */
export interface WithdrawalResponse {
  withdrawal: WithdrawalDto;
  wallet: { availableBalance: number };
}

export interface WithdrawalListResponse {
  withdrawals: WithdrawalDto[];
  /** Pass as `?cursor=` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** PUT /api/withdrawals/{id} (admin): the decided withdrawal. */
export interface WithdrawalDecisionResponse {
  withdrawal: WithdrawalDto;
}

/** GET /api/withdrawals/pending-count (admin): what the withdrawals tab's badge shows. */
export interface PendingWithdrawalCountResponse {
  pending: number;
}
