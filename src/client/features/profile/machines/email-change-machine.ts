import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { UpdateProfileResponse } from '../../../../shared/account-security';
import type { MessageResponse, UserDto } from '../../../../shared/api-types';
import { readFailure, type ServerFailure } from '../../../api/server-failure';
import type { EmailChangeRequest } from '../api';

export interface EmailChangeContext {
  /** What was last saved, so "send a new code" can save it again. */
  request: EmailChangeRequest | null;
  /** The address the code went to. */
  pendingEmail: string | null;
  failure: ServerFailure | null;
}

export type EmailChangeEvent = { type: 'SUBMIT'; request: EmailChangeRequest } | { type: 'CONFIRM'; code: string } | { type: 'RESEND' } | { type: 'CANCEL' };

/** The server's word that the code cannot work any more (expired, or burnt by 5 wrong tries). */
const codeSpent = (failure: ServerFailure | null) => failure?.code === 'OTP_EXPIRED';

/**
 * Changing the email on the profile: save with the current password (edit), enter the
 * 6-digit code mailed to the new address (code), then done. A spent code leads to failed, from
 * where a new code is one save away. The dialog provides the requests and the notifications.
 */
export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeContext,
    events: {} as EmailChangeEvent,
  },
  actors: {
    requestChange: fromPromise<UpdateProfileResponse, EmailChangeRequest>(() => Promise.reject(new Error('requestChange is provided by the dialog'))),
    confirmChange: fromPromise<UserDto, { code: string }>(() => Promise.reject(new Error('confirmChange is provided by the dialog'))),
    cancelChange: fromPromise<MessageResponse, void>(() => Promise.reject(new Error('cancelChange is provided by the dialog'))),
  },
  actions: {
    notifyChanged: () => undefined,
    notifyFailure: (_, _params: { failure: ServerFailure | null }) => undefined,
  },
  guards: {
    codeSent: (_, params: { response: UpdateProfileResponse }) => Boolean(params.response.emailChange),
    codeSpent: (_, params: { failure: ServerFailure | null }) => codeSpent(params.failure),
  },
}).createMachine({
  id: 'emailChange',
  context: { request: null, pendingEmail: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: { SUBMIT: { target: 'saving', actions: assign({ request: ({ event }) => event.request, failure: null }) } },
    },
    saving: {
      invoke: {
        src: 'requestChange',
        input: ({ context }) => context.request!,
        onDone: [
          {
            guard: { type: 'codeSent', params: ({ event }) => ({ response: event.output }) },
            target: 'code',
            actions: assign({ pendingEmail: ({ event }) => event.output.emailChange!.pendingEmail, failure: null }),
          },
          // The server applied it without a code (the address was already the account's): nothing waits.
          { target: 'done' },
        ],
        onError: {
          target: 'editing',
          actions: [assign({ failure: ({ event }) => readFailure(event.error) }), { type: 'notifyFailure', params: ({ event }) => ({ failure: readFailure(event.error) }) }],
        },
      },
    },
    code: {
      on: {
        CONFIRM: 'confirming',
        RESEND: { target: 'saving', actions: assign({ failure: null }) },
        CANCEL: 'cancelling',
      },
    },
    confirming: {
      invoke: {
        src: 'confirmChange',
        input: ({ event }) => {
          assertEvent(event, 'CONFIRM');
          return { code: event.code };
        },
        onDone: { target: 'done', actions: assign({ failure: null }) },
        onError: [
          {
            guard: { type: 'codeSpent', params: ({ event }) => ({ failure: readFailure(event.error) }) },
            target: 'failed',
            actions: assign({ failure: ({ event }) => readFailure(event.error) }),
          },
          {
            target: 'code',
            actions: [assign({ failure: ({ event }) => readFailure(event.error) }), { type: 'notifyFailure', params: ({ event }) => ({ failure: readFailure(event.error) }) }],
          },
        ],
      },
    },
    failed: {
      on: {
        RESEND: { target: 'saving', actions: assign({ failure: null }) },
        CANCEL: 'cancelling',
      },
    },
    cancelling: {
      invoke: { src: 'cancelChange', onDone: 'cancelled', onError: 'cancelled' },
    },
    done: { type: 'final', entry: 'notifyChanged' },
    cancelled: { type: 'final' },
  },
});
