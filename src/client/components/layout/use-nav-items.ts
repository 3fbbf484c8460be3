import { useSelector } from 'react-redux';
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

/** The account links of the header; signed-in users also get a Sign out action. */
export function useAccountNav(): { signedIn: boolean; items: NavItem[] } {
  const signedIn = useSelector(selectIsSignedIn);
  return { signedIn, items: signedIn ? SIGNED_IN : SIGNED_OUT };
}
