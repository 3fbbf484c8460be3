/**
 * What the sign-up wizard hands to /signin once the emailed code is verified: the new
 * account's email, so sign-in greets a new user and has the address filled in. A location state,
 * like RequireSignIn's `{ from }`: neither feature imports the other.
 */
export interface VerifiedSignInState {
  verifiedEmail?: string;
  /** An address to fill in without the new-account greeting (after a password reset). */
  email?: string;
}

const present = (email: unknown): string | null => (typeof email === 'string' && email.trim() !== '' ? email.trim() : null);

/** The verified email in a location state, or null (a returning user). */
export function verifiedEmailOf(state: unknown): string | null {
  return present((state as VerifiedSignInState | null)?.verifiedEmail);
}

/** The email to fill in on sign-in: a just verified one, or the one whose password was just reset. */
export function prefilledEmailOf(state: unknown): string | null {
  return verifiedEmailOf(state) ?? present((state as VerifiedSignInState | null)?.email);
}
