import type { ColumnType, Selectable } from 'kysely';

/** The four states of a withdrawal; only 'pending' can change, and only once. */
export type WithdrawalStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';

export type WithdrawalMethod = 'bank' | 'bkash' | 'nagad' | 'rocket';

/**
 * One request for money out (MONEY.md): its amount sits in withdrawal_hold while pending. Kept in
 * a file of its own because schema.ts is near the size limit; schema.ts lists it in Database.
 */
export interface WithdrawalsTable {
  id: string;
  user_id: string;
  /** poisha */
  amount: number;
  method: WithdrawalMethod;
  /** JSON text of the payout account: bank details, or {number} for a mobile wallet. */
  account: string;
  status: WithdrawalStatus;
  /** The payment's bank reference or TrxID, set when paid. */
  reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** The reference as compared (services/payment-reference-key.ts): unique per method, so one payment settles one withdrawal. */
  reference_key: ColumnType<string | null, string | null | undefined, string | null>;
  admin_remarks: ColumnType<string | null, string | null | undefined, string | null>;
  /** The reason in Bengali (migration 017); null when the admin wrote only English. */
  admin_remarks_bn: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'withdrawal:<user>:<client key>': unique, so a retried request finds the first one. */
  idempotency_key: string;
  /** Who paid, rejected or cancelled it (an admin, or the investor for a cancel). */
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The payout details normalised ('bkash:017…', 'bank:<account digits>:<routing>'): "used before" is looked up by it. */
  payout_key: string;
  /** The safety hold (migration 012): comma-separated reasons and its end; both null when not held. */
  hold_reasons: ColumnType<string | null, string | null | undefined, string | null>;
  hold_until: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export type WithdrawalRow = Selectable<WithdrawalsTable>;
