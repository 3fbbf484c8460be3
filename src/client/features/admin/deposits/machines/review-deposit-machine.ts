import { assign, fromPromise, setup } from 'xstate';
import type { DepositDto } from '../../../../../shared/api-types';
import { readFailure, type ServerFailure } from '../../../../api/server-failure';
import { isConflict } from '../failure';

export type Decision = 'approved' | 'rejected';

export interface ReviewInput {
  depositId: string;
  status: Decision;
  /** Sent only when rejecting (spec section 4); approving sends the status alone. */
  adminRemarks?: string;
  /** The reason in Bengali, sent only when written. */
  adminRemarksBn?: string;
}

export interface ReviewContext {
  deposit: DepositDto;
  decision: Decision | null;
  remarks: string;
  remarksBn: string;
  /** CONFIRM was sent to reject without a reason in either language. */
  remarksMissing: boolean;
  failure: ServerFailure | null;
  /** The deposit as the server saved it. */
  reviewed: DepositDto | null;
}

export type ReviewEvent =
  { type: 'APPROVE' } | { type: 'REJECT' } | { type: 'CONFIRM'; remarks?: string; remarksBn?: string } | { type: 'BACK' } | { type: 'RETRY' } | { type: 'CLOSE' };

const remarksOf = (event: ReviewEvent) => (event.type === 'CONFIRM' ? (event.remarks ?? '').trim() : '');
const remarksBnOf = (event: ReviewEvent) => (event.type === 'CONFIRM' ? (event.remarksBn ?? '').trim() : '');

/** A rejection's body: the spec's `adminRemarks`, and `adminRemarksBn` beside it only when written. */
function rejection(context: ReviewContext): ReviewInput {
  const input: ReviewInput = { depositId: context.deposit._id, status: 'rejected' };
  if (context.remarks) input.adminRemarks = context.remarks;
  if (context.remarksBn) input.adminRemarksBn = context.remarksBn;
  return input;
}

/**
 * The approve/reject dialog of one deposit (spec section 4): only a pending deposit offers Approve and
 * Reject, rejecting needs a reason (in English, Bengali or both), and the decision is sent once. A 409
 * means another administrator decided first: nothing is left to retry, only to close. The component
 * provides the real PUT call.
 */
export const reviewDepositMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as { deposit: DepositDto },
  },
  actors: {
    // A stand-in that fails loudly: the component (or a test) must provide the real call.
    reviewDeposit: fromPromise<DepositDto, ReviewInput>(() => Promise.reject(new Error('reviewDeposit was not provided to the review machine.'))),
  },
  guards: {
    isPending: ({ context }) => context.deposit.status === 'pending',
    canConfirm: ({ context, event }) => context.decision === 'approved' || remarksOf(event) !== '' || remarksBnOf(event) !== '',
    retryable: ({ context }) => !isConflict(context.failure),
  },
  actions: {
    choose: assign((_, params: { decision: Decision }) => ({ decision: params.decision, remarksMissing: false, failure: null })),
    unchoose: assign({ decision: null, remarksMissing: false, failure: null }),
    takeRemarks: assign(({ context, event }) => {
      const rejecting = context.decision === 'rejected';
      return { remarks: rejecting ? remarksOf(event) : '', remarksBn: rejecting ? remarksBnOf(event) : '', remarksMissing: false };
    }),
    markRemarksMissing: assign({ remarksMissing: true }),
    setReviewed: assign((_, params: { deposit: DepositDto }) => ({ reviewed: params.deposit })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: readFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'reviewDeposit',
  context: ({ input }) => ({ deposit: input.deposit, decision: null, remarks: '', remarksBn: '', remarksMissing: false, failure: null, reviewed: null }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isPending', target: 'pending' }, { target: 'decided' }],
    },
    // Approved or rejected already: shown, never decided again.
    decided: {
      on: { CLOSE: 'closed' },
    },
    pending: {
      on: {
        APPROVE: { target: 'choosing', actions: { type: 'choose', params: { decision: 'approved' } } },
        REJECT: { target: 'choosing', actions: { type: 'choose', params: { decision: 'rejected' } } },
        CLOSE: 'closed',
      },
    },
    choosing: {
      on: {
        CONFIRM: [{ guard: 'canConfirm', target: 'submitting', actions: 'takeRemarks' }, { actions: 'markRemarksMissing' }],
        BACK: { target: 'pending', actions: 'unchoose' },
        CLOSE: 'closed',
      },
    },
    // No CLOSE: the decision is on its way and the dialog waits for the answer.
    submitting: {
      entry: 'clearFailure',
      invoke: {
        src: 'reviewDeposit',
        input: ({ context }): ReviewInput => (context.decision === 'rejected' ? rejection(context) : { depositId: context.deposit._id, status: 'approved' }),
        onDone: { target: 'done', actions: { type: 'setReviewed', params: ({ event }) => ({ deposit: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: {
        RETRY: { guard: 'retryable', target: 'submitting' },
        BACK: { guard: 'retryable', target: 'choosing', actions: 'clearFailure' },
        CLOSE: 'closed',
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});
