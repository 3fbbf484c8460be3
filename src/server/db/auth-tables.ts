import type { ColumnType } from 'kysely';

// Sign-in, codes and reset tables; schema.ts gathers every table into Database.
export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  last_used_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When this session passed two-factor; admin routes need it with ADMIN_2FA=required. */
  two_factor_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One-time codes (email verification) and reset tokens: stored hashed, with attempts and expiry. */
export type EmailCodePurpose = 'verify' | 'sign_in' | 'email_change' | 'phone';

export interface EmailCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  purpose: ColumnType<EmailCodePurpose, EmailCodePurpose | undefined, EmailCodePurpose>;
  /** The address an 'email_change' code was sent to; it becomes the account's when the code is entered. */
  new_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** The number a 'phone' code was sent by SMS to (+880…); it becomes the checked phone when the code is entered. */
  sent_to_phone: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** A right password waiting for its authenticator code; no session exists until both. */
export interface SignInChallengesTable {
  id: string;
  user_id: string;
  token_hash: string;
  /** The 8-digit code mailed beside the link (migration 013); null on rows issued before it. */
  code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  ip: string | null;
  user_agent: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  /** The 8-digit code mailed beside the link (migration 013); null on rows issued before it. */
  code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Wrong two-factor codes of an account in its current window (migration 019); removed by a right code. */
export interface TwoFactorFailuresTable {
  user_id: string;
  /** Tries claimed in the window; a right code removes the row. */
  failures: number;
  window_started_at: string;
}
