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
  resetToken: string;
  newPassword: string;
}

export interface ResetPasswordContext {
  /** The account being reset; null means the flow cannot go on. */
  email: string | null;
  /** Prefilled from the link, then the last token sent. */
  resetToken: string;
  failure: ServerFailure | null;
}

export type ResetPasswordEvent = { type: 'SUBMIT'; values: ResetPasswordValues };

const present = (value: string | null): string | null => (value?.trim() ? value.trim() : null);

/**
 * Forgot password, second half (spec sections 2, 4): the reset screen. The forgot-password request
 * itself lives in the sign-in feature's dialog and hands over through the stored resetEmail.
 * The screen provides the notifications, the navigation and the request.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    resetPassword: fromPromise<MessageResponse, ResetPasswordRequest>(() => Promise.reject(new Error('resetPassword is provided by the screen'))),
  },
  actions: {
    clearStoredEmail: () => writeStored(STORAGE_KEYS.resetEmail, null),
    notifyEmailMissing: () => undefined,
    notifySuccess: () => undefined,
    goToSignIn: () => undefined,
    rememberToken: assign({
      resetToken: ({ event }) => event.values.resetToken.trim(),
      failure: null,
    }),
  },
  guards: {
    hasEmail: ({ context }) => context.email !== null,
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
  }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [{ guard: 'hasEmail', target: 'editing' }, { target: 'emailMissing' }],
    },
    emailMissing: {
      type: 'final',
      entry: ['notifyEmailMissing', 'goToSignIn'],
    },
    editing: {
      on: { SUBMIT: { target: 'submitting', actions: 'rememberToken' } },
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
      on: { SUBMIT: { target: 'submitting', actions: 'rememberToken' } },
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
