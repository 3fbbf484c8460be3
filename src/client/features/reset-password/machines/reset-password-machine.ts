import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { MessageResponse } from '../../../../shared/api-types';
import type { ResetPasswordRequest } from '../../../api/auth-api';
import { STORAGE_KEYS, writeStored } from '../../../api/browser-storage';
import { readFailure, type ServerFailure } from '../../../api/server-failure';

/** Spec section 9: the pause on the success message before going to /signin. */
export const RESET_REDIRECT_DELAY_MS = 1500;

/** What the screen found when it opened: the stored reset email, and the link's query parameters. */
export interface ResetPasswordInput {
  storedEmail: string | null;
  queryEmail: string | null;
  queryToken: string | null;
}

export interface ResetPasswordValues {
  /** The mailed 8-digit reset code or the link's token. */
  resetToken: string;
  newPassword: string;
}

export interface ResetPasswordContext {
  /** The account being reset; null until known (the screen then asks for it). */
  email: string | null;
  /** Prefilled from the link, then the last code or token sent. */
  resetToken: string;
  failure: ServerFailure | null;
  /** The last request for a code: sent, or failed (with the server's answer). */
  request: { status: 'sent' } | { status: 'failed'; failure: ServerFailure } | null;
  /** Codes sent from this screen: each new one starts the code field afresh. */
  codesSent: number;
  /** The reset form is the screen's (the email came with the visit, or a code was sent to it). */
  emailConfirmed: boolean;
}

export type ResetPasswordEvent =
  | { type: 'SUBMIT'; values: ResetPasswordValues }
  /** Ask for a (new) code: for `email` when the screen asked for it, else for the known email. */
  | { type: 'REQUEST_CODE'; email?: string }
  /** Reset another account: back to the email form. */
  | { type: 'CHANGE_EMAIL' };

const present = (value: string | null): string | null => (value?.trim() ? value.trim() : null);

/**
 * Forgot password, second half (spec sections 2, 4): the reset screen. The forgot-password request
 * usually comes from the sign-in feature's dialog and hands over through the stored resetEmail.
 * Opened without an email (a bookmark, a link cut short), the screen asks for it and requests the
 * code itself instead of leaving for /signin; with an email but no code it offers a new code.
 * The screen provides the notifications, the navigation and the requests.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    resetPassword: fromPromise<MessageResponse, ResetPasswordRequest>(() => Promise.reject(new Error('resetPassword is provided by the screen'))),
    requestCode: fromPromise<MessageResponse, { email: string }>(() => Promise.reject(new Error('requestCode is provided by the screen'))),
  },
  actions: {
    clearStoredEmail: () => writeStored(STORAGE_KEYS.resetEmail, null),
    // As the sign-in dialog does: the reset screen prefers the stored email after a reload.
    storeEmail: ({ context }) => writeStored(STORAGE_KEYS.resetEmail, context.email),
    notifySuccess: () => undefined,
    goToSignIn: () => undefined,
    rememberRequestFailure: assign({ request: ({ event }) => ({ status: 'failed' as const, failure: readFailure((event as { error?: unknown }).error) }) }),
    rememberToken: assign({
      resetToken: ({ event }) => (event.type === 'SUBMIT' ? event.values.resetToken.trim() : ''),
      failure: null,
      // A failed request's message goes; a sent one's stays, it still says where the code is.
      request: ({ context }) => (context.request?.status === 'sent' ? context.request : null),
    }),
  },
  guards: {
    hasEmail: ({ context }) => context.email !== null,
    emailConfirmed: ({ context }) => context.emailConfirmed,
    canRequest: ({ context, event }) => event.type === 'REQUEST_CODE' && (present(event.email ?? null) ?? context.email) !== null,
  },
  delays: {
    redirectDelay: RESET_REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'resetPassword',
  // The email kept by the forgot-password request wins over the link's (spec section 2).
  context: ({ input }) => ({
    email: present(input.storedEmail) ?? present(input.queryEmail),
    resetToken: present(input.queryToken) ?? '',
    failure: null,
    request: null,
    codesSent: 0,
    emailConfirmed: (present(input.storedEmail) ?? present(input.queryEmail)) !== null,
  }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [{ guard: 'hasEmail', target: 'editing' }, { target: 'askingEmail' }],
    },
    askingEmail: {
      on: {
        REQUEST_CODE: {
          guard: 'canRequest',
          target: 'requesting',
          actions: assign({ email: ({ event }) => present(event.email ?? null), request: null }),
        },
      },
    },
    requesting: {
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ email: context.email! }),
        onDone: {
          target: 'editing',
          actions: ['storeEmail', assign({ request: { status: 'sent' }, failure: null, emailConfirmed: true, resetToken: '', codesSent: ({ context }) => context.codesSent + 1 })],
        },
        onError: [
          // A request from the email form goes back to it (the email stays in its field); a new code asked from the reset form, to that form.
          { guard: 'emailConfirmed', target: 'editing', actions: 'rememberRequestFailure' },
          { target: 'askingEmail', actions: 'rememberRequestFailure' },
        ],
      },
    },
    editing: {
      on: {
        SUBMIT: { target: 'submitting', actions: 'rememberToken' },
        REQUEST_CODE: { target: 'requesting', actions: assign({ request: null, failure: null }) },
        CHANGE_EMAIL: { target: 'askingEmail', actions: assign({ request: null, failure: null, emailConfirmed: false }) },
      },
    },
    submitting: {
      invoke: {
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          return { email: context.email!, resetToken: context.resetToken, newPassword: event.values.newPassword };
        },
        onDone: { target: 'succeeded' },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => readFailure(event.error) }) },
      },
    },
    failed: {
      on: {
        SUBMIT: { target: 'submitting', actions: 'rememberToken' },
        REQUEST_CODE: { target: 'requesting', actions: assign({ request: null, failure: null }) },
        CHANGE_EMAIL: { target: 'askingEmail', actions: assign({ request: null, failure: null, emailConfirmed: false }) },
      },
    },
    succeeded: {
      entry: ['clearStoredEmail', 'notifySuccess'],
      after: { redirectDelay: { target: 'done' } },
    },
    done: {
      type: 'final',
      entry: 'goToSignIn',
    },
  },
});
