import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PhoneCodeSentResponse, UserDto } from '../../../../shared/api-types';
import { readFailure, type ServerFailure } from '../../../api/server-failure';

export interface PhoneCheckContext {
  /** The number the code went to, its middle hidden. */
  sentTo: string | null;
  failure: ServerFailure | null;
}

export type PhoneCheckEvent = { type: 'CONFIRM'; code: string } | { type: 'RESEND' } | { type: 'CANCEL' };

/** The error of an invoked request: what failed events carry. */
const errorOf = (event: unknown) => readFailure((event as { error?: unknown }).error);

/**
 * Checking the profile's phone: a code is texted as the dialog opens (sending), the person types it
 * (code), and the phone counts as checked (done). A spent code leads to spent, a new code is one tap
 * away; a phone no SMS can reach ends in unavailable, with the server's reason.
 */
export const phoneCheckMachine = setup({
  types: { context: {} as PhoneCheckContext, events: {} as PhoneCheckEvent },
  actors: {
    sendCode: fromPromise<PhoneCodeSentResponse, void>(() => Promise.reject(new Error('sendCode is provided by the dialog'))),
    confirmCode: fromPromise<UserDto, { code: string }>(() => Promise.reject(new Error('confirmCode is provided by the dialog'))),
  },
  actions: {
    notifyChecked: () => undefined,
    rememberFailure: assign({ failure: ({ event }) => errorOf(event) }),
  },
  guards: {
    codeSpent: ({ event }) => errorOf(event).code === 'OTP_EXPIRED',
  },
}).createMachine({
  id: 'phoneCheck',
  context: { sentTo: null, failure: null },
  initial: 'sending',
  states: {
    sending: {
      invoke: {
        src: 'sendCode',
        onDone: { target: 'code', actions: assign({ sentTo: ({ event }) => event.output.sentTo, failure: null }) },
        onError: { target: 'unavailable', actions: 'rememberFailure' },
      },
    },
    code: {
      on: { CONFIRM: 'confirming', RESEND: { target: 'sending', actions: assign({ failure: null }) }, CANCEL: 'cancelled' },
    },
    confirming: {
      invoke: {
        src: 'confirmCode',
        input: ({ event }) => {
          assertEvent(event, 'CONFIRM');
          return { code: event.code };
        },
        onDone: 'done',
        onError: [
          { guard: 'codeSpent', target: 'spent', actions: 'rememberFailure' },
          { target: 'code', actions: 'rememberFailure' },
        ],
      },
    },
    spent: {
      on: { RESEND: { target: 'sending', actions: assign({ failure: null }) }, CANCEL: 'cancelled' },
    },
    unavailable: {
      on: { RESEND: { target: 'sending', actions: assign({ failure: null }) }, CANCEL: 'cancelled' },
    },
    done: { type: 'final', entry: 'notifyChecked' },
    cancelled: { type: 'final' },
  },
});
