import { assign, fromPromise, setup } from 'xstate';
import type { CreateWithdrawalBody } from '../../../../shared/schemas/withdrawals';
import type { PayoutAccount, WithdrawalMethod, WithdrawalResponse } from '../../../../shared/withdrawal-types';
import { readFailure, type ServerFailure } from '../../../api/server-failure';
import { newIdempotencyKey } from '../../../components/idempotency-key';
import { submissionSignature, type LastUsedAccounts } from '../payout-account';

/** One request attempt: the same submission sent again (after a lost answer) reuses its key. */
export interface WithdrawalAttempt {
  key: string;
  signature: string;
}

export interface WithdrawalRequestInput {
  /** The investor's available balance (BDT). */
  balance: number;
  lastUsed?: LastUsedAccounts;
}

export interface WithdrawalRequestContext {
  balance: number;
  lastUsed: LastUsedAccounts;
  amount: number | null;
  method: WithdrawalMethod | null;
  account: PayoutAccount | null;
  /** Kept until the answer comes, so a retry after a network failure can send it again. */
  password: string;
  /** The two-factor code of an investor who has it on; kept like the password. */
  totpCode: string | null;
  /** The server refused the amount (INSUFFICIENT_BALANCE): shown on the amount step. */
  amountFailure: ServerFailure | null;
  /** The server refused the password (WRONG_PASSWORD): shown on the password step. */
  passwordFailure: ServerFailure | null;
  attempt: WithdrawalAttempt | null;
  failure: ServerFailure | null;
  receipt: WithdrawalResponse | null;
}

export type WithdrawalRequestEvent =
  /** From the amount form, already read (Bengali digits, lakh commas, a taka mark). */
  | { type: 'AMOUNT'; amount: number }
  /** From the account form, as the shared schema cast it (what the server will store). */
  | { type: 'ACCOUNT'; method: WithdrawalMethod; account: PayoutAccount }
  | { type: 'PASSWORD'; password: string; totpCode?: string }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'BACK' }
  | { type: 'CANCEL' }
  /** The wallet was read again (after this request, a deposit, a cancelled withdrawal). */
  | { type: 'BALANCE_CHANGED'; balance: number }
  /** The investor's withdrawals were read: the newest details per method. */
  | { type: 'LAST_USED'; lastUsed: LastUsedAccounts };

const poisha = (bdt: number): number => Math.round(bdt * 100);
const codeOf = (error: unknown): string | null => readFailure(error).code;

/**
 * Asking for a withdrawal: amount, then payout method and account (the last details used
 * with that method are offered again), then the current password, then a review that says the amount
 * is held at once; then the answer. The texts live in the forms (formik); the machine holds the steps,
 * the balance rule and the idempotency key. The component provides the real `requestWithdrawal` actor.
 */
export const withdrawalRequestMachine = setup({
  types: {
    context: {} as WithdrawalRequestContext,
    events: {} as WithdrawalRequestEvent,
    input: {} as WithdrawalRequestInput,
  },
  actors: {
    // A stand-in that fails loudly: the component (or a test) must provide the real call.
    requestWithdrawal: fromPromise<WithdrawalResponse, CreateWithdrawalBody>(() => Promise.reject(new Error('requestWithdrawal was not provided to the withdrawal machine.'))),
  },
  guards: {
    amountAllowed: ({ context, event }) => event.type === 'AMOUNT' && Number.isFinite(event.amount) && poisha(event.amount) > 0 && poisha(event.amount) <= poisha(context.balance),
    passwordGiven: ({ event }) => event.type === 'PASSWORD' && event.password !== '',
    // A refused code is typed again on the password step, with the password.
    wrongPassword: ({ event }) =>
      ['WRONG_PASSWORD', 'TWO_FACTOR_CODE_REQUIRED', 'TWO_FACTOR_CODE_INVALID', 'TWO_FACTOR_LOCKED'].includes(codeOf((event as { error?: unknown }).error) ?? ''),
    insufficientBalance: ({ event }) => codeOf((event as { error?: unknown }).error) === 'INSUFFICIENT_BALANCE',
  },
  actions: {
    takeAmount: assign({
      amount: ({ context, event }) => (event.type === 'AMOUNT' ? event.amount : context.amount),
      amountFailure: null,
    }),
    takeAccount: assign(({ context, event }) =>
      event.type === 'ACCOUNT' ? { method: event.method, account: event.account } : { method: context.method, account: context.account },
    ),
    takePassword: assign({
      password: ({ context, event }) => (event.type === 'PASSWORD' ? event.password : context.password),
      totpCode: ({ context, event }) => (event.type === 'PASSWORD' ? (event.totpCode ?? null) : context.totpCode),
      passwordFailure: null,
    }),
    startAttempt: assign({
      failure: null,
      attempt: ({ context }) => {
        const signature = submissionSignature(context.amount ?? Number.NaN, context.method as WithdrawalMethod, context.account as PayoutAccount);
        // Other details are another request and need their own key; the same ones are a retry.
        return context.attempt?.signature === signature ? context.attempt : { key: newIdempotencyKey(), signature };
      },
    }),
    setBalance: assign({ balance: ({ context, event }) => (event.type === 'BALANCE_CHANGED' ? event.balance : context.balance) }),
    setLastUsed: assign({ lastUsed: ({ context, event }) => (event.type === 'LAST_USED' ? event.lastUsed : context.lastUsed) }),
    // A refused password is typed again; it is never kept past its answer.
    refusePassword: assign((_, params: { error: unknown }) => ({ password: '', totpCode: null, passwordFailure: readFailure(params.error) })),
    refuseAmount: assign((_, params: { error: unknown }) => ({ amountFailure: readFailure(params.error) })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: readFailure(params.error) })),
    setReceipt: assign((_, params: { receipt: WithdrawalResponse }) => ({
      receipt: params.receipt,
      password: '',
      totpCode: null,
      balance: params.receipt.wallet.availableBalance,
    })),
    forgetPassword: assign({ password: '', totpCode: null }),
  },
}).createMachine({
  id: 'withdrawalRequest',
  initial: 'amount',
  context: ({ input }) => ({
    balance: input.balance,
    lastUsed: input.lastUsed ?? {},
    amount: null,
    method: null,
    account: null,
    password: '',
    totpCode: null,
    amountFailure: null,
    passwordFailure: null,
    attempt: null,
    failure: null,
    receipt: null,
  }),
  on: {
    BALANCE_CHANGED: { actions: 'setBalance' },
    LAST_USED: { actions: 'setLastUsed' },
  },
  states: {
    amount: {
      on: {
        AMOUNT: { guard: 'amountAllowed', target: 'account', actions: 'takeAmount' },
        CANCEL: 'cancelled',
      },
    },
    account: {
      on: {
        ACCOUNT: { target: 'password', actions: 'takeAccount' },
        BACK: 'amount',
        CANCEL: 'cancelled',
      },
    },
    password: {
      on: {
        PASSWORD: { guard: 'passwordGiven', target: 'review', actions: 'takePassword' },
        BACK: 'account',
        CANCEL: 'cancelled',
      },
    },
    review: {
      on: {
        CONFIRM: { target: 'submitting', actions: 'startAttempt' },
        BACK: 'password',
        CANCEL: 'cancelled',
      },
    },
    // No CANCEL: a sent request cannot be called back, so the dialog waits for the answer.
    submitting: {
      invoke: {
        src: 'requestWithdrawal',
        input: ({ context }) => ({
          amount: context.amount as number,
          method: context.method as WithdrawalMethod,
          account: context.account as CreateWithdrawalBody['account'],
          password: context.password,
          ...(context.totpCode ? { totpCode: context.totpCode } : {}),
          idempotencyKey: (context.attempt as WithdrawalAttempt).key,
        }),
        onDone: { target: 'done', actions: { type: 'setReceipt', params: ({ event }) => ({ receipt: event.output }) } },
        onError: [
          { guard: 'wrongPassword', target: 'password', actions: { type: 'refusePassword', params: ({ event }) => ({ error: event.error }) } },
          { guard: 'insufficientBalance', target: 'amount', actions: { type: 'refuseAmount', params: ({ event }) => ({ error: event.error }) } },
          { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      on: {
        // The same key: if the first request did reach the server, the retry answers that withdrawal.
        RETRY: 'submitting',
        BACK: 'review',
        CANCEL: 'cancelled',
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final', entry: 'forgetPassword' },
  },
});
