/**
 * What the sign-up wizard hands to /signin once the emailed code is verified (issue 18): the new
 * account's email, so sign-in greets a new user and has the address filled in. A location state,
 * like RequireSignIn's `{ from }`: neither feature imports the other.
 */
export interface VerifiedSignInState {
  verifiedEmail?: string;
}

/** The verified email in a location state, or null (a returning user). */
export function verifiedEmailOf(state: unknown): string | null {
  const email = (state as VerifiedSignInState | null)?.verifiedEmail;
  return typeof email === 'string' && email.trim() !== '' ? email.trim() : null;
}
