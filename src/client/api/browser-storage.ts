/**
 * The browser storage keys of spec section 3 that flows share, and reads and writes that survive
 * blocked storage (private mode, policies): a blocked read is "nothing stored".
 */
/** localStorage: the session token (spec section 3); signed in while it is there. */
export const TOKEN_KEY = 'token';

export const STORAGE_KEYS = {
  /** localStorage: kept after a forgot-password request; the reset screen prefers it. */
  resetEmail: 'resetEmail',
  /** localStorage: the address between sign-up and code entry; removed once verified. */
  signUpEmail: 'signUpEmail',
  /** localStorage: where the sign-up wizard stands, so a reload resumes it. */
  signUpStep: 'signUpStep',
} as const;

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage blocked: the flow still works within this page
  }
}
