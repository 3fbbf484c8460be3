import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { RecoveryCodesResponse, TwoFactorSetupResponse } from '../../../shared/api-types';
import { readFailure, type ServerFailure } from '../../api/server-failure';

export interface TwoFactorSetupContext {
  /** The current password, kept in memory for the enable request; both requests need it. */
  password: string;
  secret: string | null;
  otpauthUrl: string | null;
  recoveryCodes: string[];
  failure: ServerFailure | null;
}

export type TwoFactorSetupEvent = { type: 'PASSWORD'; password: string } | { type: 'SUBMIT'; code: string } | { type: 'RETRY' } | { type: 'CONTINUE' } | { type: 'CANCEL' };

/**
 * Turning two-factor on: take the current password, ask the server for a secret with it, show it,
 * take the first authenticator code (sent with the password again), then show the 10 recovery codes
 * once before going on. A refused password goes back to the password step with the server's answer.
 * The screen provides the two requests.
 */
export const twoFactorSetupMachine = setup({
  types: {
    context: {} as TwoFactorSetupContext,
    events: {} as TwoFactorSetupEvent,
  },
  actors: {
    startSetup: fromPromise<TwoFactorSetupResponse, { password: string }>(() => Promise.reject(new Error('startSetup is provided by the screen'))),
    enable: fromPromise<RecoveryCodesResponse, { password: string; code: string }>(() => Promise.reject(new Error('enable is provided by the screen'))),
  },
  actions: {
    clearFailure: assign({ failure: null }),
  },
  guards: {
    // A wrong password (or too many) is answered on the password step, not as a failed set-up.
    passwordRefused: ({ event }) => ['PASSWORD_INCORRECT', 'RATE_LIMITED', 'VALIDATION_FAILED'].includes(readFailure((event as { error?: unknown }).error).code ?? ''),
  },
}).createMachine({
  id: 'twoFactorSetup',
  context: { password: '', secret: null, otpauthUrl: null, recoveryCodes: [], failure: null },
  initial: 'enterPassword',
  states: {
    enterPassword: {
      on: {
        PASSWORD: { target: 'starting', actions: assign({ password: ({ event }) => event.password }) },
        CANCEL: 'cancelled',
      },
    },
    starting: {
      entry: 'clearFailure',
      invoke: {
        src: 'startSetup',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'enterCode', actions: assign(({ event }) => ({ secret: event.output.secret, otpauthUrl: event.output.otpauthUrl })) },
        onError: [
          { guard: 'passwordRefused', target: 'enterPassword', actions: assign({ password: '', failure: ({ event }) => readFailure(event.error) }) },
          { target: 'failed', actions: assign({ failure: ({ event }) => readFailure(event.error) }) },
        ],
      },
    },
    failed: {
      on: { RETRY: 'starting', CANCEL: 'cancelled' },
    },
    enterCode: {
      on: { SUBMIT: 'enabling', CANCEL: 'cancelled' },
    },
    enabling: {
      entry: 'clearFailure',
      invoke: {
        src: 'enable',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          return { password: context.password, code: event.code.trim() };
        },
        onDone: { target: 'showCodes', actions: assign({ recoveryCodes: ({ event }) => event.output.recoveryCodes }) },
        onError: { target: 'enterCode', actions: assign({ failure: ({ event }) => readFailure(event.error) }) },
      },
    },
    // Two-factor is on from here; the codes are shown this once.
    showCodes: {
      entry: assign({ password: '' }),
      on: { CONTINUE: 'done' },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
