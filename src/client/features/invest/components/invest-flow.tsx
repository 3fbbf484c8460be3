import { useEffect } from 'react';
import type { ProjectDto } from '../../../../shared/api-types';
import type { InvestLimits } from '../invest-limits';
import { AmountStep } from './amount-step';
import { FailureStep } from './failure-step';
import { ReceiptStep } from './receipt-step';
import { ReviewStep } from './review-step';
import { useInvestMachine } from './use-invest-machine';

interface InvestFlowProps {
  project: ProjectDto;
  limits: InvestLimits;
  onClose: () => void;
  /** Told while an investment is on its way, when the dialog must not close. */
  onBusyChange: (busy: boolean) => void;
}

/** The steps of the invest machine, each on its own screen of the dialog. */
export function InvestFlow({ project, limits, onClose, onBusyChange }: InvestFlowProps) {
  const [snapshot, send] = useInvestMachine(project._id, limits);
  const { amount, riskAccepted, riskMissing, failure, receipt } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  useEffect(() => onBusyChange(submitting), [submitting, onBusyChange]);

  const cancel = () => {
    send({ type: 'CANCEL' });
    onClose();
  };

  if (snapshot.matches('done') && receipt) return <ReceiptStep receipt={receipt} onClose={onClose} />;
  if (snapshot.matches('failed') && failure) {
    return <FailureStep failure={failure} onRetry={() => send({ type: 'RETRY' })} onBack={() => send({ type: 'BACK' })} onClose={cancel} />;
  }
  if ((snapshot.matches('reviewing') || submitting) && amount !== null) {
    return (
      <ReviewStep
        project={project}
        amount={amount}
        balance={snapshot.context.limits.balance}
        riskAccepted={riskAccepted}
        riskMissing={riskMissing}
        submitting={submitting}
        onRiskChange={(accepted) => send({ type: 'ACCEPT_RISK', accepted })}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onBack={() => send({ type: 'BACK' })}
      />
    );
  }
  return (
    <AmountStep
      options={[...project.investmentOptions].sort((a, b) => a - b)}
      limits={snapshot.context.limits}
      chosen={amount}
      onReview={(value) => send({ type: 'REVIEW', amount: value })}
      onCancel={cancel}
    />
  );
}
