import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { RecoveryCodesResponse, TwoFactorSetupResponse } from '../../../shared/api-types';
import { readFailure, type ServerFailure } from '../../api/server-failure';

export interface TwoFactorSetupContext {
  secret: string | null;
  otpauthUrl: string | null;
  recoveryCodes: string[];
  failure: ServerFailure | null;
}

export type TwoFactorSetupEvent = { type: 'SUBMIT'; code: string } | { type: 'RETRY' } | { type: 'CONTINUE' } | { type: 'CANCEL' };

/**
 * Turning two-factor on (issue 14, part 2): ask the server for a secret, show it, take the first
 * authenticator code, then show the 10 recovery codes once before going on. The screen provides
 * the two requests.
 */
export const twoFactorSetupMachine = setup({
  types: {
    context: {} as TwoFactorSetupContext,
    events: {} as TwoFactorSetupEvent,
  },
  actors: {
    startSetup: fromPromise<TwoFactorSetupResponse>(() => Promise.reject(new Error('startSetup is provided by the screen'))),
    enable: fromPromise<RecoveryCodesResponse, { code: string }>(() => Promise.reject(new Error('enable is provided by the screen'))),
  },
  actions: {
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'twoFactorSetup',
  context: { secret: null, otpauthUrl: null, recoveryCodes: [], failure: null },
  initial: 'starting',
  states: {
    starting: {
      entry: 'clearFailure',
      invoke: {
        src: 'startSetup',
        onDone: { target: 'enterCode', actions: assign(({ event }) => ({ secret: event.output.secret, otpauthUrl: event.output.otpauthUrl })) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => readFailure(event.error) }) },
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
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT');
          return { code: event.code.trim() };
        },
        onDone: { target: 'showCodes', actions: assign({ recoveryCodes: ({ event }) => event.output.recoveryCodes }) },
        onError: { target: 'enterCode', actions: assign({ failure: ({ event }) => readFailure(event.error) }) },
      },
    },
    // Two-factor is on from here; the codes are shown this once.
    showCodes: {
      on: { CONTINUE: 'done' },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
