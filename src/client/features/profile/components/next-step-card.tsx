import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { formatBdt } from '../../../../shared/format';
import { useGetMeQuery } from '../../../api/auth-api';
import { selectToken } from '../../../api/session-slice';
import { useMyDepositsInfiniteQuery } from '../api';
import { useMyHoldingsQuery } from '../money-api';
import { nextStepOf } from '../next-step';

/**
 * The one next step of a new investor, from the figures the profile already loads (the
 * account's wallet and totals, holdings, deposits). Shown on the profile and on the projects list,
 * where sign-in lands (DECISIONS.md); nothing for visitors, admins and invested investors.
 */
export function NextStepCard() {
  const { t, i18n } = useTranslation();
  const token = useAppSelector(selectToken);
  const skip = !token;
  const { data: user } = useGetMeQuery(undefined, { skip });
  const investor = user?.role === 'investor';
  const { data: holdings } = useMyHoldingsQuery(undefined, { skip: skip || !investor });
  const { data: deposits } = useMyDepositsInfiniteQuery(undefined, { skip: skip || !investor });
  const step = nextStepOf({ user, holdings, deposits: deposits?.pages[0]?.deposits });
  if (!step) return null;

  const action =
    step.kind === 'deposit' ? (
      <Button component={RouterLink} to="/deposit" variant="contained" size="small" sx={{ whiteSpace: 'nowrap' }}>
        {t('signIn.nextStep.depositAction')}
      </Button>
    ) : step.kind === 'invest' ? (
      <Button component={RouterLink} to="/investment/all" variant="contained" size="small" sx={{ whiteSpace: 'nowrap' }}>
        {t('signIn.nextStep.investAction')}
      </Button>
    ) : undefined;
  const text =
    step.kind === 'deposit'
      ? t('signIn.nextStep.depositText')
      : step.kind === 'invest'
        ? t('signIn.nextStep.investText', { amount: formatBdt(step.available, i18n.language) })
        : t('signIn.nextStep.pendingText');

  return (
    <Alert
      component="section"
      // A region to find, not an alert to announce: nothing went wrong.
      role="region"
      aria-label={t('signIn.nextStep.label')}
      severity="info"
      // Below 600 px the button goes under the text instead of squeezing it.
      sx={{ mb: 3, flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' }, alignItems: 'center' } }}
      action={action}
    >
      <strong>{t('signIn.nextStep.label')}:</strong> {text}
    </Alert>
  );
}
