import { ProfilePage } from '../features/profile/components/profile-page';
import type { ProfileSlots } from '../features/profile/components/profile-view';
import { MyWithdrawals } from '../features/withdraw/components/my-withdrawals';
import { WithdrawCard } from '../features/withdraw/components/withdraw-card';

const SLOTS: ProfileSlots = { withdrawCard: WithdrawCard, myWithdrawals: MyWithdrawals };

/** /profile as the app shows it: the profile feature's page with the withdraw feature's cards in it. */
export function ProfileRoute() {
  return <ProfilePage slots={SLOTS} />;
}
