import type { SignInRedirectState } from '../../components/require-sign-in';

export const DEFAULT_AFTER_SIGN_IN = '/investment/all';
/** Where an administrator lands after signing in, when no page sent them. */
export const ADMIN_AFTER_SIGN_IN = '/admin/dashboard';

/**
 * The `from` path RequireSignIn left in the location state, if it is safe to go back to: a path on
 * this site. '//host' and '/\host' are read by browsers as other sites, and going back to the
 * sign-in screen itself would only show it again.
 */
export function redirectTarget(state: unknown): string | null {
  const from = (state as SignInRedirectState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (/^\/signin(?:[/?#]|$)/i.test(from)) return null;
  return from;
}

/** Whether a path is the projects list, which shows the navigation toast itself. */
export function isProjectsList(path: string): boolean {
  return path.split(/[?#]/)[0]!.replace(/\/$/, '').toLowerCase() === DEFAULT_AFTER_SIGN_IN;
}
