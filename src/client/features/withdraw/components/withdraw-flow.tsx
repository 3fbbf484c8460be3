import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format';
import type { LastUsedAccounts } from '../payout-account';
import { AccountStep } from './account-step';
import { AmountStep } from './amount-step';
import { DoneStep } from './done-step';
import { FailedStep } from './failed-step';
import { PasswordStep } from './password-step';
import { ReviewStep } from './review-step';
import { useWithdrawalRequestMachine } from './use-withdrawal-request-machine';

interface WithdrawFlowProps {
  balance: number;
  /** The investor has two-factor on: the password step asks for a code as well. */
  twoFactor?: boolean;
  lastUsed: LastUsedAccounts;
  onClose: () => void;
  /** Told while a request is on its way, when the dialog must not close. */
  onBusyChange: (busy: boolean) => void;
}

const STEPS = ['amount', 'account', 'password', 'review'] as const;

/** The steps of the withdrawal machine, each on its own screen of the dialog. */
export function WithdrawFlow({ balance, twoFactor = false, lastUsed, onClose, onBusyChange }: WithdrawFlowProps) {
  const { t, i18n } = useTranslation();
  const [snapshot, send] = useWithdrawalRequestMachine(balance, lastUsed);
  const { context } = snapshot;
  const submitting = snapshot.matches('submitting');
  useEffect(() => onBusyChange(submitting), [submitting, onBusyChange]);

  const cancel = () => {
    send({ type: 'CANCEL' });
    onClose();
  };
  const back = () => send({ type: 'BACK' });

  if (snapshot.matches('done') && context.receipt) return <DoneStep receipt={context.receipt} onClose={onClose} />;
  if (snapshot.matches('failed') && context.failure) {
    return <FailedStep failure={context.failure} onRetry={() => send({ type: 'RETRY' })} onBack={back} onClose={cancel} />;
  }

  const step = submitting ? 'review' : (STEPS.find((name) => snapshot.matches(name)) ?? 'amount');
  const position = (
    <Typography variant="body2" color="text.secondary" sx={{ px: 3 }}>
      {t('withdraw.step', { step: formatNumber(STEPS.indexOf(step) + 1, i18n.language), total: formatNumber(STEPS.length, i18n.language), name: t(`withdraw.steps.${step}`) })}
    </Typography>
  );

  if (step === 'review' && context.amount !== null && context.method && context.account) {
    return (
      <>
        {position}
        <ReviewStep
          amount={context.amount}
          method={context.method}
          account={context.account}
          balance={context.balance}
          submitting={submitting}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onBack={back}
        />
      </>
    );
  }
  if (step === 'password') {
    return (
      <>
        {position}
        <PasswordStep
          failure={context.passwordFailure}
          twoFactor={twoFactor}
          onNext={(password, totpCode) => send({ type: 'PASSWORD', password, ...(totpCode ? { totpCode } : {}) })}
          onBack={back}
        />
      </>
    );
  }
  if (step === 'account') {
    return (
      <>
        {position}
        <AccountStep
          method={context.method}
          account={context.account}
          lastUsed={context.lastUsed}
          onNext={(method, account) => send({ type: 'ACCOUNT', method, account })}
          onBack={back}
        />
      </>
    );
  }
  return (
    <>
      {position}
      <AmountStep balance={context.balance} chosen={context.amount} failure={context.amountFailure} onNext={(amount) => send({ type: 'AMOUNT', amount })} onCancel={cancel} />
    </>
  );
}
