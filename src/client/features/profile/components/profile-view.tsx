import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../../shared/api-types';
import { AccountActivity } from './account-activity';
import { ActiveSessions } from './active-sessions';
import { EditProfileDialog } from './edit-profile-dialog';
import { InvestmentSummary } from './investment-summary';
import { MyDeposits } from './my-deposits';
import { MyHoldings } from './my-holdings';
import { MyTransactions } from './my-transactions';
import { NextStepCard } from './next-step-card';
import { ProfileCard } from './profile-card';
import { SecurityActivity } from './security-activity';
import { StatementCard } from './statement-card';
import { TwoFactorCard } from './two-factor-card';
import { WalletCard } from './wallet-card';

/**
 * Cards another feature puts on the profile (the withdraw feature's request card and list). The app
 * composes them (app/profile-route.tsx), so profile never imports a feature (ARCHITECTURE.md).
 */
export interface ProfileSlots {
  withdrawCard?: ComponentType<{ availableBalance: number; twoFactor: boolean }>;
  myWithdrawals?: ComponentType;
}

/** The loaded profile: one column on a phone, the card beside the summaries on wider screens. */
export function ProfileView({ user, slots = {} }: { user: UserDto; slots?: ProfileSlots }) {
  const { withdrawCard: WithdrawCard, myWithdrawals: MyWithdrawals } = slots;
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: { xs: 2, md: 3 } }}>
        {t('profile.title')}
      </Typography>
      <NextStepCard />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
        <ProfileCard user={user} onEdit={() => setEditing(true)} />
        <Box sx={{ display: 'grid', gap: 3 }}>
          <WalletCard user={user} />
          {WithdrawCard && <WithdrawCard availableBalance={user.availableBalance} twoFactor={user.twoFactorEnabled} />}
          <InvestmentSummary user={user} />
          <MyHoldings />
          <MyTransactions />
          <StatementCard />
          <MyDeposits />
          {MyWithdrawals && <MyWithdrawals />}
          <AccountActivity user={user} />
          <TwoFactorCard user={user} />
          <ActiveSessions />
          <SecurityActivity />
        </Box>
      </Box>
      {editing && <EditProfileDialog user={user} onClose={() => setEditing(false)} />}
    </>
  );
}
