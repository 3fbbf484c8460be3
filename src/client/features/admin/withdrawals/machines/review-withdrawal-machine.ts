import { assign, fromPromise, setup } from 'xstate';
import type { WithdrawalDto } from '../../../../../shared/withdrawal-types';
import { checkDecision, isHeld, type Decision, type DecisionInput, type DecisionValues, type FieldErrors } from '../decision-check';
import { readFailure, type ServerFailure } from '../../../../api/server-failure';
import { isNotPending } from '../failure';

export type { Decision, DecisionInput, DecisionValues };

export interface ReviewWithdrawalContext {
  withdrawal: WithdrawalDto;
  decision: Decision | null;
  /** What the admin entered, kept when going back to correct it. */
  values: DecisionValues;
  errors: FieldErrors;
  /** The checked body the confirm step shows and sends. */
  input: DecisionInput | null;
  failure: ServerFailure | null;
  /** The withdrawal as the server saved it. */
  decided: WithdrawalDto | null;
}

export type ReviewWithdrawalEvent =
  | { type: 'MARK_PAID' }
  | { type: 'REJECT' }
  | ({ type: 'REVIEW' } & DecisionValues)
  /** The entry changed: once Continue was refused, its messages follow what is entered now. */
  | ({ type: 'EDIT' } & DecisionValues)
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

const checked = (context: ReviewWithdrawalContext, event: ReviewWithdrawalEvent) => {
  const { type: _type, ...values } = event as { type: 'REVIEW' | 'EDIT' } & DecisionValues;
  return { values, ...checkDecision(context.withdrawal._id, context.decision ?? 'paid', values, isHeld(context.withdrawal)) };
};

/**
 * Paying or rejecting one withdrawal (MONEY.md): only a pending one offers Mark paid and
 * Reject; the entry is checked by the server's rules, shown once more to confirm, then sent once. A
 * 409 means another administrator (or the investor) decided first: nothing is left to retry, only to
 * close. The component provides the real PUT call.
 */
export const reviewWithdrawalMachine = setup({
  types: {
    context: {} as ReviewWithdrawalContext,
    events: {} as ReviewWithdrawalEvent,
    input: {} as { withdrawal: WithdrawalDto },
  },
  actors: {
    // A stand-in that fails loudly: the component (or a test) must provide the real call.
    decideWithdrawal: fromPromise<WithdrawalDto, DecisionInput>(() => Promise.reject(new Error('decideWithdrawal was not provided to the review machine.'))),
  },
  guards: {
    isPending: ({ context }) => context.withdrawal.status === 'pending',
    isValid: ({ context, event }) => checked(context, event).input !== null,
    refused: ({ context }) => Object.keys(context.errors).length > 0,
    retryable: ({ context }) => !isNotPending(context.failure),
  },
  actions: {
    choose: assign((_, params: { decision: Decision }) => ({ decision: params.decision, values: {}, errors: {}, input: null, failure: null })),
    unchoose: assign({ decision: null, values: {}, errors: {}, input: null, failure: null }),
    take: assign(({ context, event }) => checked(context, event)),
    // Only the messages: a reason just chosen must not leave "Please choose a reason" beside it.
    recheck: assign(({ context, event }) => ({ errors: checked(context, event).errors })),
    setDecided: assign((_, params: { withdrawal: WithdrawalDto }) => ({ decided: params.withdrawal })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: readFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'reviewWithdrawal',
  context: ({ input }) => ({ withdrawal: input.withdrawal, decision: null, values: {}, errors: {}, input: null, failure: null, decided: null }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isPending', target: 'open' }, { target: 'decided' }],
    },
    // Paid, rejected or cancelled already: shown, never decided again.
    decided: {
      on: { CLOSE: 'closed' },
    },
    open: {
      on: {
        MARK_PAID: { target: 'editing', actions: { type: 'choose', params: { decision: 'paid' } } },
        REJECT: { target: 'editing', actions: { type: 'choose', params: { decision: 'rejected' } } },
        CLOSE: 'closed',
      },
    },
    // The payment reference, or the reason and note; REVIEW with something wrong stays here with the errors.
    editing: {
      on: {
        REVIEW: [{ guard: 'isValid', target: 'confirming', actions: 'take' }, { actions: 'take' }],
        // Before a refused Continue nothing is checked while typing, so a fresh field shows no error.
        EDIT: { guard: 'refused', actions: 'recheck' },
        BACK: { target: 'open', actions: 'unchoose' },
        CLOSE: 'closed',
      },
    },
    // Money moves on CONFIRM: the admin sees exactly what will be sent first.
    confirming: {
      on: {
        CONFIRM: 'submitting',
        BACK: 'editing',
        CLOSE: 'closed',
      },
    },
    // No CLOSE: the decision is on its way and the dialog waits for the answer.
    submitting: {
      entry: 'clearFailure',
      invoke: {
        src: 'decideWithdrawal',
        input: ({ context }) => context.input as DecisionInput,
        onDone: { target: 'done', actions: { type: 'setDecided', params: ({ event }) => ({ withdrawal: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: {
        RETRY: { guard: 'retryable', target: 'submitting' },
        BACK: { guard: 'retryable', target: 'editing', actions: 'clearFailure' },
        CLOSE: 'closed',
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});
