import { assign, fromPromise, setup } from 'xstate';
import type { DistributionDto } from '../../../../../shared/distribution-types';
import type { DistributionBody } from '../../../../../shared/schemas/distributions';
import { readFailure, type ServerFailure } from '../../../../api/server-failure';
import { newIdempotencyKey } from '../../../../components/idempotency-key';
import type { DistributionRequest } from '../api';
import { defaultValues, toDistributionBody, validateDistribution, type DistributionValues } from '../distribution-form';

export interface DistributionContext {
  projectId: string | null;
  /** The form's text, kept while the preview is shown so Back returns to it unchanged. */
  values: DistributionValues;
  /** The parsed body of the values previewed. */
  request: DistributionBody | null;
  preview: DistributionDto | null;
  /** The key of the confirmed post: a retry of the same attempt sends it again. */
  attemptKey: string | null;
  failure: ServerFailure | null;
  posted: DistributionDto | null;
}

export type DistributionEvent =
  | { type: 'SELECT_PROJECT'; projectId: string | null }
  /** From the form with its current text; the machine checks it with the shared schema again. */
  | { type: 'PREVIEW'; values: DistributionValues }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  /** After a posted distribution: another one for the same project. */
  | { type: 'NEW' };

export interface DistributionInput {
  projectId?: string | null;
  values?: DistributionValues;
}

/** A refusal (4xx) is answered the same way again; a lost answer or a fault may be retried. */
export const isRetryable = (failure: ServerFailure | null) => failure !== null && (failure.status === 'network' || failure.status === null || failure.status >= 500);

/**
 * Sharing a project's profit or loss: edit the period and amount, preview every holder's
 * share, confirm, then the reference; or the server's refusal with a way back to the same values.
 * The component provides the real calls; tests give fakes.
 */
export const distributionMachine = setup({
  types: {
    context: {} as DistributionContext,
    events: {} as DistributionEvent,
    input: {} as DistributionInput,
  },
  actors: {
    // Stand-ins that fail loudly: the component (or a test) must provide the real calls.
    previewDistribution: fromPromise<DistributionDto, DistributionRequest>(() => Promise.reject(new Error('previewDistribution was not provided.'))),
    postDistribution: fromPromise<DistributionDto, DistributionRequest>(() => Promise.reject(new Error('postDistribution was not provided.'))),
  },
  guards: {
    canPreview: ({ context, event }) => event.type === 'PREVIEW' && context.projectId !== null && Object.keys(validateDistribution(event.values)).length === 0,
    retryable: ({ context }) => isRetryable(context.failure),
  },
  actions: {
    selectProject: assign(({ event }) => (event.type === 'SELECT_PROJECT' ? { projectId: event.projectId, failure: null } : {})),
    takeValues: assign(({ event }) => (event.type === 'PREVIEW' ? { values: event.values, request: toDistributionBody(event.values), preview: null, failure: null } : {})),
    // Each confirmation is a new distribution attempt with its own key. Posting the same period twice
    // cannot pay twice anyway: the server refuses an overlapping period (PERIOD_ALREADY_DISTRIBUTED).
    startAttempt: assign({ attemptKey: () => newIdempotencyKey(), failure: null }),
    clearFailure: assign({ failure: null }),
    startOver: assign({ values: () => defaultValues(), request: null, preview: null, attemptKey: null, failure: null, posted: null }),
    setPreview: assign((_, params: { preview: DistributionDto }) => ({ preview: params.preview })),
    setPosted: assign((_, params: { posted: DistributionDto }) => ({ posted: params.posted })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: readFailure(params.error) })),
  },
}).createMachine({
  id: 'distribution',
  initial: 'editing',
  context: ({ input }) => ({
    projectId: input.projectId ?? null,
    values: input.values ?? defaultValues(),
    request: null,
    preview: null,
    attemptKey: null,
    failure: null,
    posted: null,
  }),
  states: {
    editing: {
      on: {
        SELECT_PROJECT: { actions: 'selectProject' },
        PREVIEW: { guard: 'canPreview', target: 'previewing', actions: 'takeValues' },
      },
    },
    previewing: {
      invoke: {
        src: 'previewDistribution',
        input: ({ context }) => ({ projectId: context.projectId as string, body: context.request as DistributionBody }),
        onDone: { target: 'preview', actions: { type: 'setPreview', params: ({ event }) => ({ preview: event.output }) } },
        // Back in the form with the same values and the server's reason.
        onError: { target: 'editing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    preview: {
      on: {
        BACK: 'editing',
        CONFIRM: { target: 'posting', actions: 'startAttempt' },
      },
    },
    // No BACK: a sent distribution cannot be called back, so the screen waits for the answer.
    posting: {
      invoke: {
        src: 'postDistribution',
        input: ({ context }) => ({
          projectId: context.projectId as string,
          body: { ...(context.request as DistributionBody), idempotencyKey: context.attemptKey as string },
        }),
        onDone: { target: 'done', actions: { type: 'setPosted', params: ({ event }) => ({ posted: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: {
        // The same key: if the first request did reach the server, the retry answers that distribution.
        RETRY: { guard: 'retryable', target: 'posting' },
        BACK: { target: 'editing', actions: 'clearFailure' },
      },
    },
    done: {
      on: {
        NEW: { target: 'editing', actions: 'startOver' },
        SELECT_PROJECT: { target: 'editing', actions: ['startOver', 'selectProject'] },
      },
    },
  },
});
