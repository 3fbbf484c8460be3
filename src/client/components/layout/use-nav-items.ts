import { useAppSelector } from '../../app/hooks';
import { useGetMeQuery } from '../../api/me-api';
import { selectIsSignedIn } from '../../api/session-slice';

export interface NavItem {
  to: string;
  labelKey: string;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/investment/all', labelKey: 'nav.projects' },
  { to: '/promotions', labelKey: 'nav.promotions' },
];

const SIGNED_OUT: NavItem[] = [
  { to: '/signin', labelKey: 'nav.signIn' },
  { to: '/signup', labelKey: 'nav.signUp' },
  { to: '/download', labelKey: 'nav.download' },
];

const SIGNED_IN: NavItem[] = [
  { to: '/deposit', labelKey: 'nav.deposit' },
  { to: '/profile', labelKey: 'nav.profile' },
];
/** An investor's own money first; shown until the role says admin, so an investor's header never shifts. */
const SIGNED_IN_INVESTOR: NavItem[] = [{ to: '/portfolio', labelKey: 'nav.portfolio' }, ...SIGNED_IN];

/** An administrator reaches the dashboard from any page. */
const ADMIN: NavItem = { to: '/admin/dashboard', labelKey: 'nav.admin' };
const SIGNED_IN_ADMIN: NavItem[] = [ADMIN, ...SIGNED_IN];

/**
 * The account links of the header; signed-in users also get a Sign out action, and administrators an
 * Admin link. The role comes from the signed-in user's record (the same cached query the profile and
 * the admin guard read), so the link appears once it has loaded and never for an investor.
 */
export function useAccountNav(): { signedIn: boolean; items: NavItem[] } {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data: me } = useGetMeQuery(undefined, { skip: !signedIn });
  if (!signedIn) return { signedIn, items: SIGNED_OUT };
  return { signedIn, items: me?.role === 'admin' ? SIGNED_IN_ADMIN : SIGNED_IN_INVESTOR };
}
