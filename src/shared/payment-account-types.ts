/**
 * The accounts investors pay deposits into. Any number of them, each a bank
 * account or a bKash / Nagad / Rocket number (DECISIONS.md: the spec's `/bank` calls read the
 * first active bank account).
 */
export type PaymentAccountKind = 'bank' | 'bkash' | 'nagad' | 'rocket';
export const PAYMENT_ACCOUNT_KINDS: PaymentAccountKind[] = ['bank', 'bkash', 'nagad', 'rocket'];

export interface PaymentAccountDto {
  _id: string;
  kind: PaymentAccountKind;
  /** Bank accounts only; null for mobile wallets. */
  bankName: string | null;
  branch: string | null;
  routingNumber: string | null;
  accountName: string;
  /** The bank account number, or the wallet's 11-digit merchant or personal number. */
  accountNumber: string;
  instruction: string;
  /** The instruction in Bengali; the Bengali UI falls back to `instruction` when null. */
  instructionBn: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  /** When an admin last changed where money is paid (bank name, account name or number); null if never. */
  detailsChangedAt: string | null;
  /** Seeded demo details still in place: no money should be sent to them. */
  isDemo: boolean;
}

/** GET /api/payment-accounts: the active ones (public); `?all=1` adds inactive ones for admins. */
export interface PaymentAccountListResponse {
  paymentAccounts: PaymentAccountDto[];
}

/** POST and PUT /api/payment-accounts(/{id}) (admin). */
export interface PaymentAccountResponse {
  paymentAccount: PaymentAccountDto;
}

/**
 * One change to a payment account, read from the audit trail for the admin dashboard's notice.
 * `before`/`after` hold the changed fields (a new account: null and every field), named as in
 * PaymentAccountDto.
 */
export interface PaymentAccountChangeDto {
  _id: string;
  change: 'created' | 'changed';
  /** The account as it is now; null if it is no longer found. */
  account: { _id: string; kind: PaymentAccountKind; bankName: string | null; accountNumber: string } | null;
  actor: { _id: string; email: string; fullname: string } | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** GET /api/audit/payment-account-changes (admin): the last `days` days' changes, newest first. */
export interface PaymentAccountChangesResponse {
  days: number;
  changes: PaymentAccountChangeDto[];
  /** More changes happened in those days than are listed: the Activity tab has them all. */
  more: boolean;
}

/** What a deposit records of how it was paid (all null for the spec's `{amount, url}` body). */
export interface DepositPaymentDto {
  /** The account it was paid into, as it was then. */
  paymentAccount: { _id: string; kind: PaymentAccountKind; bankName: string | null; accountName: string; accountNumber: string } | null;
  /** Bank reference or mobile-wallet TrxID as the investor typed it (trimmed, upper-cased). */
  reference: string | null;
  /** The investor's own account or number the money came from. */
  sender: string | null;
  /** Other deposits whose screenshot has the same content (SHA-256): shown to the admin as a warning. */
  sameScreenshotAs: { _id: string; userId: string; createdAt: string }[];
}
