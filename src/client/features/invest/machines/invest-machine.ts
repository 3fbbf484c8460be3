import { assign, fromPromise, setup } from 'xstate';
import type { InvestResponse } from '../../../../shared/money-types';
import type { InvestBody } from '../../../../shared/schemas/investment';
import { newIdempotencyKey } from '../../../components/idempotency-key';
import { toInvestFailure, type InvestFailure } from '../invest-failure';
import { amountProblem, type InvestLimits } from '../invest-limits';

/** One investment attempt: a retry of the same amount reuses its key, so the money moves at most once. */
export interface InvestAttempt {
  key: string;
  amount: number;
}

export interface InvestInput {
  projectId: string;
  limits: InvestLimits;
}

export interface InvestContext extends InvestInput {
  /** The amount under review (BDT); null until one is chosen. */
  amount: number | null;
  riskAccepted: boolean;
  /** Confirm was pressed without the risk-disclosure tick. */
  riskMissing: boolean;
  attempt: InvestAttempt | null;
  failure: InvestFailure | null;
  receipt: InvestResponse | null;
}

export type InvestEvent =
  /** From the amount form, with an amount it has already parsed (Bengali digits, lakh commas). */
  | { type: 'REVIEW'; amount: number }
  | { type: 'ACCEPT_RISK'; accepted: boolean }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'BACK' }
  | { type: 'CANCEL' }
  /** The wallet or the project was read again (after a refusal, a deposit, someone else's investment). */
  | { type: 'LIMITS_CHANGED'; limits: InvestLimits };

/**
 * Investing in a project: choose an amount, review it with the contract and the risk tick,
 * confirm, then the receipt, or the server's refusal with a way back. The amount's text lives in the
 * form (formik); the machine holds the rules (smallest option, wallet, funding target) and the attempt.
 * The component provides the real `invest` actor; tests give fakes.
 */
export const investMachine = setup({
  types: {
    context: {} as InvestContext,
    events: {} as InvestEvent,
    input: {} as InvestInput,
  },
  actors: {
    // A stand-in that fails loudly: the component (or a test) must provide the real call.
    invest: fromPromise<InvestResponse, InvestBody>(() => Promise.reject(new Error('invest was not provided to the invest machine.'))),
  },
  guards: {
    amountAllowed: ({ context, event }) => event.type === 'REVIEW' && amountProblem(event.amount, context.limits) === null,
    riskAccepted: ({ context }) => context.riskAccepted,
  },
  actions: {
    takeAmount: assign({
      amount: ({ event }) => (event.type === 'REVIEW' ? event.amount : null),
      // Each review asks for the tick again: it was given for another amount.
      riskAccepted: false,
      riskMissing: false,
      failure: null,
    }),
    setRisk: assign({
      riskAccepted: ({ event }) => event.type === 'ACCEPT_RISK' && event.accepted,
      riskMissing: false,
    }),
    markRiskMissing: assign({ riskMissing: true }),
    startAttempt: assign({
      failure: null,
      attempt: ({ context }) => {
        const amount = context.amount ?? Number.NaN;
        // A changed amount is another investment and needs its own key; the same one is a retry.
        return context.attempt?.amount === amount ? context.attempt : { key: newIdempotencyKey(), amount };
      },
    }),
    setLimits: assign({ limits: ({ context, event }) => (event.type === 'LIMITS_CHANGED' ? event.limits : context.limits) }),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: toInvestFailure(params.error) })),
    setReceipt: assign((_, params: { receipt: InvestResponse }) => ({ receipt: params.receipt })),
  },
}).createMachine({
  id: 'invest',
  initial: 'choosing',
  context: ({ input }) => ({
    ...input,
    amount: null,
    riskAccepted: false,
    riskMissing: false,
    attempt: null,
    failure: null,
    receipt: null,
  }),
  on: {
    LIMITS_CHANGED: { actions: 'setLimits' },
  },
  states: {
    choosing: {
      on: {
        REVIEW: { guard: 'amountAllowed', target: 'reviewing', actions: 'takeAmount' },
        CANCEL: 'cancelled',
      },
    },
    reviewing: {
      on: {
        ACCEPT_RISK: { actions: 'setRisk' },
        CONFIRM: [{ guard: 'riskAccepted', target: 'submitting', actions: 'startAttempt' }, { actions: 'markRiskMissing' }],
        BACK: 'choosing',
        CANCEL: 'cancelled',
      },
    },
    // No CANCEL: a sent investment cannot be called back, so the dialog waits for the answer.
    submitting: {
      invoke: {
        src: 'invest',
        input: ({ context }) => {
          const attempt = context.attempt as InvestAttempt;
          return { projectId: context.projectId, amount: attempt.amount, idempotencyKey: attempt.key };
        },
        onDone: { target: 'done', actions: { type: 'setReceipt', params: ({ event }) => ({ receipt: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: {
        // The same key: if the first request did reach the server, the retry answers that investment.
        RETRY: 'submitting',
        BACK: 'choosing',
        CANCEL: 'cancelled',
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
