import { NotificationPreferencesCard } from '../features/notifications/components/notification-preferences-card';
import { ProfilePage } from '../features/profile/components/profile-page';
import type { ProfileSlots } from '../features/profile/components/profile-view';
import { MyWithdrawals } from '../features/withdraw/components/my-withdrawals';
import { WithdrawCard } from '../features/withdraw/components/withdraw-card';

const SLOTS: ProfileSlots = { withdrawCard: WithdrawCard, myWithdrawals: MyWithdrawals, notificationChoices: NotificationPreferencesCard };

/** /profile as the app shows it: the profile feature's page with the withdraw and notifications features' cards in it. */
export function ProfileRoute() {
  return <ProfilePage slots={SLOTS} />;
}
