import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../../shared/api-types';
import { AccountActivity } from './account-activity';
import { ActiveSessions } from './active-sessions';
import { EditProfileDialog } from './edit-profile-dialog';
import { MyDeposits } from './my-deposits';
import { MyHoldings } from './my-holdings';
import { MyTransactions } from './my-transactions';
import { NextStepCard } from './next-step-card';
import { PhoneCheckCard } from './phone-check-card';
import { PortfolioOverview } from './portfolio-overview';
import { ProfileCard } from './profile-card';
import { ProfileSection, ProfileSectionNav, useScrollToSection } from './profile-sections';
import { SecurityActivity } from './security-activity';
import { StatementCard } from './statement-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * Cards another feature puts on the profile (the withdraw feature's request card and list). The app
 * composes them (app/profile-route.tsx), so profile never imports a feature (ARCHITECTURE.md).
 */
export interface ProfileSlots {
  withdrawCard?: ComponentType<{ availableBalance: number; twoFactor: boolean }>;
  myWithdrawals?: ComponentType;
  /** The notifications feature's choice of channels. */
  notificationChoices?: ComponentType<{ phoneVerified: boolean }>;
}

/**
 * The loaded profile: the portfolio first (the only place its balances show), then one section per
 * thing an investor comes to do, each one tap away from the nav above them.
 */
export function ProfileView({ user, slots = {} }: { user: UserDto; slots?: ProfileSlots }) {
  const { withdrawCard: WithdrawCard, myWithdrawals: MyWithdrawals, notificationChoices: NotificationChoices } = slots;
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  useScrollToSection();
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: { xs: 2, md: 3 } }}>
        {t('profile.title')}
      </Typography>
      <NextStepCard />
      <PortfolioOverview />
      <ProfileSectionNav />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ProfileSection id="investments">
          <MyHoldings />
        </ProfileSection>
        <ProfileSection id="transactions">
          <MyTransactions />
          <StatementCard />
        </ProfileSection>
        <ProfileSection id="money">
          {WithdrawCard && <WithdrawCard availableBalance={user.availableBalance} twoFactor={user.twoFactorEnabled} />}
          <MyDeposits />
          {MyWithdrawals && <MyWithdrawals />}
        </ProfileSection>
        <ProfileSection id="details">
          <ProfileCard user={user} onEdit={() => setEditing(true)} />
          <PhoneCheckCard user={user} onEdit={() => setEditing(true)} />
          {NotificationChoices && <NotificationChoices phoneVerified={user.phoneVerified} />}
          <AccountActivity user={user} />
        </ProfileSection>
        <ProfileSection id="security">
          <TwoFactorCard user={user} />
          <ActiveSessions />
          <SecurityActivity />
        </ProfileSection>
      </Box>
      {editing && <EditProfileDialog user={user} onClose={() => setEditing(false)} />}
    </>
  );
}
