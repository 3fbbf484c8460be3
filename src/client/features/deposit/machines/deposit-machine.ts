import { assign, fromCallback, fromPromise, setup, type AnyEventObject } from 'xstate';
import type { DepositDto } from '../../../../shared/api-types';
import { newIdempotencyKey } from '../../../components/idempotency-key';
import { screenshotProblem, type ScreenshotProblem } from '../screenshot-rules';
import type { ServerAnswer } from '../../../api/server-failure';
import type { DepositPayment } from '../api';
import { toFailure } from '../server-failure';

/** One deposit attempt: retrying the same amount and screenshot reuses its key, so it is never made twice. */
export interface DepositAttempt {
  key: string;
  amount: number;
  url: string;
  payment: DepositPayment;
}

export interface DepositContext {
  file: File | null;
  fileProblem: ScreenshotProblem | null;
  /** Percent of the screenshot sent, 0-100. */
  progress: number;
  /** The uploaded screenshot's URL, which the deposit cites. */
  url: string | null;
  uploadFailure: ServerAnswer | null;
  submitFailure: ServerAnswer | null;
  /** Confirm was pressed without an uploaded screenshot. */
  missing: boolean;
  attempt: DepositAttempt | null;
  deposit: DepositDto | null;
}

export type DepositEvent =
  | { type: 'FILE_CHOSEN'; file: File | null }
  | { type: 'UPLOAD_PROGRESS'; progress: number }
  | { type: 'UPLOAD_DONE'; url: string }
  | { type: 'UPLOAD_FAILED'; failure: ServerAnswer }
  | { type: 'RETRY_UPLOAD' }
  | { type: 'STOP_UPLOAD' }
  /** `amount` is null when the form's amount is missing or invalid (the form shows why). */
  | { type: 'SUBMIT'; amount: number | null; payment?: DepositPayment }
  | { type: 'CANCEL' };

/** What the upload actor sends back to the machine while it runs. */
export type UploadReport = Extract<DepositEvent, { type: 'UPLOAD_PROGRESS' | 'UPLOAD_DONE' | 'UPLOAD_FAILED' }>;

export interface UploadInput {
  file: File;
}

export interface SubmitInput extends DepositPayment {
  amount: number;
  url: string;
  idempotencyKey: string;
}

const samePayment = (a: DepositPayment, b: DepositPayment) => a.paymentAccountId === b.paymentAccountId && a.reference === b.reference && a.sender === b.sender;

const notProvided = (name: string): ServerAnswer => ({ message: `${name} was not provided to the deposit machine.`, code: null });

const clearedFile = { file: null, url: null, progress: 0, uploadFailure: null, attempt: null } as const;

/**
 * The deposit screen (spec section 4): choose a screenshot, check it, upload it with progress, then
 * submit it with the amount. The amount itself lives in the form (formik) and comes with SUBMIT
 * (null when the form refuses it). The component provides the real upload and submit actors; tests give fakes.
 */
export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
  },
  actors: {
    // Stand-ins that fail loudly: the component (or a test) must provide the real ones.
    uploadScreenshot: fromCallback<AnyEventObject, UploadInput>(({ sendBack }) => {
      sendBack({ type: 'UPLOAD_FAILED', failure: notProvided('uploadScreenshot') } satisfies UploadReport);
    }),
    submitDeposit: fromPromise<DepositDto, SubmitInput>(() => Promise.reject(new Error('submitDeposit was not provided to the deposit machine.'))),
  },
  guards: {
    noFile: ({ context }) => screenshotProblem(context.file) === 'noFile',
    wrongType: ({ context }) => screenshotProblem(context.file) === 'badType',
    tooBig: ({ context }) => screenshotProblem(context.file) === 'tooBig',
    hasAmount: ({ event }) => event.type === 'SUBMIT' && event.amount !== null,
  },
  actions: {
    takeFile: assign({
      file: ({ event }) => (event.type === 'FILE_CHOSEN' ? event.file : null),
      fileProblem: null,
      submitFailure: null,
      missing: false,
    }),
    refuseFile: assign(({ context }) => ({ ...clearedFile, fileProblem: screenshotProblem(context.file) })),
    clearFile: assign({ ...clearedFile, fileProblem: null }),
    startUpload: assign({ progress: 0, url: null, uploadFailure: null, attempt: null, missing: false }),
    setProgress: assign({
      // Progress only moves forward, whatever order the reports arrive in.
      progress: ({ context, event }) => (event.type === 'UPLOAD_PROGRESS' ? Math.max(context.progress, Math.min(100, Math.max(0, Math.round(event.progress)))) : context.progress),
    }),
    setUploaded: assign({ url: ({ event }) => (event.type === 'UPLOAD_DONE' ? event.url : null), progress: 100 }),
    setUploadFailure: assign((_, params: { failure: ServerAnswer }) => ({ uploadFailure: params.failure })),
    markMissing: assign({ missing: true }),
    startAttempt: assign({
      submitFailure: null,
      missing: false,
      attempt: ({ context, event }) => {
        const amount = event.type === 'SUBMIT' && event.amount !== null ? event.amount : Number.NaN;
        const url = context.url ?? '';
        const payment = event.type === 'SUBMIT' ? (event.payment ?? {}) : {};
        const same = context.attempt && context.attempt.amount === amount && context.attempt.url === url && samePayment(context.attempt.payment, payment);
        // A changed amount, screenshot or payment detail is a different deposit, which must not reuse the key (409).
        return same ? context.attempt : { key: newIdempotencyKey(), amount, url, payment };
      },
    }),
    setSubmitFailure: assign(({ context }, params: { error: unknown }) => {
      const submitFailure = toFailure(params.error);
      // The server refuses the key itself: only a fresh key can get past that on the next try.
      return { submitFailure, attempt: submitFailure.code === 'IDEMPOTENCY_KEY_REUSED' ? null : context.attempt };
    }),
    setDeposit: assign((_, params: { deposit: DepositDto }) => ({ deposit: params.deposit })),
  },
}).createMachine({
  id: 'deposit',
  initial: 'idle',
  context: {
    file: null,
    fileProblem: null,
    progress: 0,
    url: null,
    uploadFailure: null,
    submitFailure: null,
    missing: false,
    attempt: null,
    deposit: null,
  },
  states: {
    idle: {
      on: {
        FILE_CHOSEN: { target: 'validatingFile', actions: 'takeFile' },
        SUBMIT: { actions: 'markMissing' },
        CANCEL: 'cancelled',
      },
    },
    validatingFile: {
      always: [
        { guard: 'noFile', target: 'idle', actions: 'refuseFile' },
        { guard: 'wrongType', target: 'idle', actions: 'refuseFile' },
        { guard: 'tooBig', target: 'idle', actions: 'refuseFile' },
        { target: 'uploading' },
      ],
    },
    uploading: {
      entry: 'startUpload',
      invoke: {
        src: 'uploadScreenshot',
        input: ({ context }) => ({ file: context.file as File }),
        onError: { target: 'uploadFailed', actions: { type: 'setUploadFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
      },
      on: {
        UPLOAD_PROGRESS: { actions: 'setProgress' },
        UPLOAD_DONE: { target: 'uploaded', actions: 'setUploaded' },
        UPLOAD_FAILED: { target: 'uploadFailed', actions: { type: 'setUploadFailure', params: ({ event }) => ({ failure: event.failure }) } },
        STOP_UPLOAD: { target: 'idle', actions: 'clearFile' },
        FILE_CHOSEN: { target: 'validatingFile', actions: 'takeFile' },
        SUBMIT: { actions: 'markMissing' },
        // Stopping this state stops the upload actor, which aborts the request in flight.
        CANCEL: 'cancelled',
      },
    },
    uploadFailed: {
      on: {
        RETRY_UPLOAD: 'uploading',
        FILE_CHOSEN: { target: 'validatingFile', actions: 'takeFile' },
        SUBMIT: { actions: 'markMissing' },
        CANCEL: 'cancelled',
      },
    },
    uploaded: {
      on: {
        FILE_CHOSEN: { target: 'validatingFile', actions: 'takeFile' },
        SUBMIT: { guard: 'hasAmount', target: 'submitting', actions: 'startAttempt' },
        CANCEL: 'cancelled',
      },
    },
    // No CANCEL here: a sent deposit cannot be called back, so the screen waits for the answer.
    submitting: {
      invoke: {
        src: 'submitDeposit',
        input: ({ context }) => {
          const attempt = context.attempt as DepositAttempt;
          return { amount: attempt.amount, url: attempt.url, idempotencyKey: attempt.key, ...attempt.payment };
        },
        onDone: { target: 'done', actions: { type: 'setDeposit', params: ({ event }) => ({ deposit: event.output }) } },
        // Everything the user entered stays: the file, its URL and the attempt's key for a retry.
        onError: { target: 'uploaded', actions: { type: 'setSubmitFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
