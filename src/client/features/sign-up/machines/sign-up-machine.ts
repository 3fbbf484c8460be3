import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { OTP_LENGTH } from '../../../../shared/constants';
import type { MessageResponse } from '../../../../shared/api-types';
import type { SignUpRequest, VerifyOtpRequest } from '../../../api/auth-api';
import { STORAGE_KEYS, writeStored } from '../../../api/browser-storage';
import { readFailure, type ServerFailure } from '../server-failure';

/**
 * How long after a code was sent a new one can be asked for. The server's own limit
 * (3 sends in 15 minutes) still answers RATE_LIMITED with its wait when it is reached.
 */
export const RESEND_COOLDOWN_MS = 60_000;

/** The steps a reload can resume at, as kept under STORAGE_KEYS.signUpStep. */
export type StoredStep = 'phone' | 'code';

/** What the page found when it opened: the stored progress, and whether the URL is code entry. */
export interface SignUpInput {
  storedEmail: string | null;
  storedStep: string | null;
  /** Opened at /signup/verify/otp (or another spelling): code entry, whatever is stored. */
  atCodeEntry: boolean;
}

/** The one message the current step shows; the screen turns it into text. */
export type SignUpNotice =
  | { kind: 'signUpFailed'; failure: ServerFailure }
  | { kind: 'verifyFailed'; failure: ServerFailure }
  | { kind: 'resendFailed'; failure: ServerFailure }
  | { kind: 'noEmail' }
  | { kind: 'resent' };

export interface SignUpContext {
  /** The address the code went to; null when nothing is known (the code cannot be checked). */
  email: string | null;
  /** With its country prefix; memory only, so a reload loses it and verify sends null. */
  phone: string | null;
  resumeAt: 'details' | StoredStep;
  notice: SignUpNotice | null;
  /** When (epoch ms) resend is allowed again: a code was just sent on reaching code entry or by resend. */
  resendAvailableAt: number;
}

export type SignUpEvent =
  | { type: 'SUBMIT_DETAILS'; details: SignUpRequest }
  | { type: 'CONTINUE'; phone: string | null }
  | { type: 'SUBMIT_CODE'; otp: string }
  | { type: 'RESEND' }
  /** The URL went to code entry (browser Forward, a link) while the wizard was before it. */
  | { type: 'OPEN_CODE_ENTRY' }
  /** The URL went back to /signup from code entry. */
  | { type: 'BACK' }
  /** 'Back to sign up': forget the pending address and start with the details again. */
  | { type: 'START_OVER' };

const COMPLETE_CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const present = (value: string | null): string | null => (value?.trim() ? value.trim() : null);

function resumeAt({ storedEmail, storedStep, atCodeEntry }: SignUpInput): SignUpContext['resumeAt'] {
  if (atCodeEntry) return 'code';
  if (present(storedEmail) && (storedStep === 'phone' || storedStep === 'code')) return storedStep;
  return 'details';
}

/**
 * The sign-up wizard (spec sections 2, 4; DECISIONS.md): details → sign-up call → phone → code
 * entry → verify-otp → done, the screen then goes to /signin. The email and the step are stored so
 * a reload resumes at the phone or code step. The calls are provided by the screen.
 */
export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    input: {} as SignUpInput,
  },
  actors: {
    signUp: fromPromise<MessageResponse, SignUpRequest>(() => Promise.reject(new Error('signUp is provided by the screen'))),
    verifyOtp: fromPromise<MessageResponse, VerifyOtpRequest>(() => Promise.reject(new Error('verifyOtp is provided by the screen'))),
    resendOtp: fromPromise<MessageResponse, { email: string }>(() => Promise.reject(new Error('resendOtp is provided by the screen'))),
  },
  actions: {
    rememberStep: ({ context }, params: { step: StoredStep }) => {
      if (!context.email) return; // nothing to resume without the address
      writeStored(STORAGE_KEYS.signUpEmail, context.email);
      writeStored(STORAGE_KEYS.signUpStep, params.step);
    },
    forgetProgress: () => {
      writeStored(STORAGE_KEYS.signUpEmail, null);
      writeStored(STORAGE_KEYS.signUpStep, null);
    },
    clearNotice: assign({ notice: null }),
    startResendCooldown: assign({ resendAvailableAt: () => Date.now() + RESEND_COOLDOWN_MS }),
  },
  guards: {
    resumesAtPhone: ({ context }) => context.resumeAt === 'phone',
    resumesAtCode: ({ context }) => context.resumeAt === 'code',
    hasEmail: ({ context }) => context.email !== null,
    resendAllowed: ({ context }) => Date.now() >= context.resendAvailableAt,
    isCompleteCode: ({ event }) => event.type === 'SUBMIT_CODE' && COMPLETE_CODE.test(event.otp),
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({ email: present(input.storedEmail), phone: null, resumeAt: resumeAt(input), notice: null, resendAvailableAt: 0 }),
  initial: 'resuming',
  on: {
    START_OVER: { target: '.details', actions: ['forgetProgress', assign({ email: null, phone: null, notice: null })] },
  },
  states: {
    resuming: {
      always: [{ guard: 'resumesAtCode', target: 'code' }, { guard: 'resumesAtPhone', target: 'phone' }, { target: 'details' }],
    },
    details: {
      on: {
        SUBMIT_DETAILS: { target: 'submitting', actions: assign({ email: ({ event }) => event.details.email, notice: null }) },
        OPEN_CODE_ENTRY: { target: 'code', actions: 'clearNotice' },
      },
    },
    submitting: {
      invoke: {
        src: 'signUp',
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT_DETAILS');
          return event.details;
        },
        onDone: { target: 'phone' },
        // The address is stored (phone's entry) only once the server has taken it and sent the code.
        onError: { target: 'details', actions: [assign({ notice: ({ event }) => ({ kind: 'signUpFailed', failure: readFailure(event.error) }) }), assign({ email: null })] },
      },
    },
    phone: {
      entry: { type: 'rememberStep', params: { step: 'phone' } },
      on: {
        CONTINUE: { target: 'code', actions: assign({ phone: ({ event }) => event.phone, notice: null }) },
        OPEN_CODE_ENTRY: { target: 'code' },
      },
    },
    code: {
      // Code entry follows a sent code (sign-up, or a sign-in before verification): no resend at once.
      entry: [{ type: 'rememberStep', params: { step: 'code' } }, 'startResendCooldown'],
      initial: 'idle',
      on: {
        BACK: [
          { guard: 'hasEmail', target: 'phone', actions: 'clearNotice' },
          { target: 'details', actions: 'clearNotice' },
        ],
      },
      states: {
        idle: {
          on: {
            // An incomplete code never leaves the form (its field rule says why) and is ignored here too.
            SUBMIT_CODE: [
              { guard: and(['isCompleteCode', 'hasEmail']), target: 'verifying', actions: 'clearNotice' },
              { guard: 'isCompleteCode', actions: assign({ notice: { kind: 'noEmail' } }) },
            ],
            RESEND: [
              { guard: and(['hasEmail', 'resendAllowed']), target: 'resending', actions: 'clearNotice' },
              // Still cooling down: the screen shows the countdown and a disabled link, so nothing to say.
              { guard: 'hasEmail' },
              { actions: assign({ notice: { kind: 'noEmail' } }) },
            ],
          },
        },
        verifying: {
          invoke: {
            src: 'verifyOtp',
            input: ({ context, event }) => {
              assertEvent(event, 'SUBMIT_CODE');
              return { email: context.email!, otp: event.otp, phone: context.phone };
            },
            onDone: { target: '#signUp.verified' },
            onError: { target: 'idle', actions: assign({ notice: ({ event }) => ({ kind: 'verifyFailed', failure: readFailure(event.error) }) }) },
          },
        },
        resending: {
          invoke: {
            src: 'resendOtp',
            input: ({ context }) => ({ email: context.email! }),
            onDone: { target: 'idle', actions: [assign({ notice: { kind: 'resent' } }), 'startResendCooldown'] },
            onError: { target: 'idle', actions: assign({ notice: ({ event }) => ({ kind: 'resendFailed', failure: readFailure(event.error) }) }) },
          },
        },
      },
    },
    verified: {
      type: 'final',
      entry: 'forgetProgress',
    },
  },
});
