import { createActor, fromPromise } from 'xstate';
import { withdrawalRequestMachine } from '../../../src/client/features/withdraw/machines/withdrawal-request-machine';
import type { LastUsedAccounts } from '../../../src/client/features/withdraw/payout-account';
import type { CreateWithdrawalBody } from '../../../src/shared/schemas/withdrawals';
import type { WithdrawalResponse } from '../../../src/shared/withdrawal-types';
import { BANK_ACCOUNT, httpError, networkError, withdrawalResponse } from './withdraw-fixtures';

interface Call {
  input: CreateWithdrawalBody;
  resolve: (value: WithdrawalResponse) => void;
  reject: (error: unknown) => void;
}

/** The machine with a fake request call that a test answers by hand. */
function start(balance = 100000, lastUsed?: LastUsedAccounts) {
  const calls: Call[] = [];
  const machine = withdrawalRequestMachine.provide({
    actors: {
      requestWithdrawal: fromPromise<WithdrawalResponse, CreateWithdrawalBody>(
        ({ input }) => new Promise<WithdrawalResponse>((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: { balance, lastUsed } }).start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const state = (actor: Actor) => actor.getSnapshot().value;

/** Amount, bKash number and password, up to the review. */
function fillIn(actor: Actor, amount = 5000, password = 'correct horse') {
  actor.send({ type: 'AMOUNT', amount });
  actor.send({ type: 'ACCOUNT', method: 'bkash', account: { number: '01712345678' } });
  actor.send({ type: 'PASSWORD', password });
}

async function submit(actor: Actor) {
  actor.send({ type: 'CONFIRM' });
  await settle();
}

describe('withdrawal request machine: the steps', () => {
  test('starts on the amount with nothing chosen', () => {
    const { actor } = start();
    expect(state(actor)).toBe('amount');
    expect(actor.getSnapshot().context).toMatchObject({
      balance: 100000,
      lastUsed: {},
      amount: null,
      method: null,
      account: null,
      password: '',
      attempt: null,
      failure: null,
      receipt: null,
    });
  });

  test.each([
    ['zero', 0],
    ['a negative amount', -5],
    ['one poisha more than the balance', 100000.01],
    ['not a number', Number.NaN],
  ])('stays on the amount for %s', (_label, amount) => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'AMOUNT', amount })).toBe(false);
    actor.send({ type: 'AMOUNT', amount });
    expect(state(actor)).toBe('amount');
  });

  test('takes the whole balance, then the account, then the password, then reviews', () => {
    const { actor } = start();
    actor.send({ type: 'AMOUNT', amount: 100000 });
    expect(state(actor)).toBe('account');
    actor.send({ type: 'ACCOUNT', method: 'bank', account: BANK_ACCOUNT });
    expect(state(actor)).toBe('password');
    expect(actor.getSnapshot().can({ type: 'PASSWORD', password: '' })).toBe(false);
    actor.send({ type: 'PASSWORD', password: 'secret-pass' });
    expect(state(actor)).toBe('review');
    expect(actor.getSnapshot().context).toMatchObject({ amount: 100000, method: 'bank', account: BANK_ACCOUNT, password: 'secret-pass' });
  });

  test('Back goes one step back from each step and keeps what was chosen', () => {
    const { actor } = start();
    fillIn(actor);
    actor.send({ type: 'BACK' });
    expect(state(actor)).toBe('password');
    actor.send({ type: 'BACK' });
    expect(state(actor)).toBe('account');
    actor.send({ type: 'BACK' });
    expect(state(actor)).toBe('amount');
    expect(actor.getSnapshot().context).toMatchObject({ amount: 5000, method: 'bkash', account: { number: '01712345678' } });
  });

  test.each(['amount', 'account', 'password', 'review'])('Cancel on the %s step ends the flow and forgets the password', (step) => {
    const { actor } = start();
    fillIn(actor);
    while (state(actor) !== step) actor.send({ type: 'BACK' });
    actor.send({ type: 'CANCEL' });
    expect(state(actor)).toBe('cancelled');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.password).toBe('');
  });

  test('a new balance changes the limit of the amount step', () => {
    const { actor } = start(1000);
    expect(actor.getSnapshot().can({ type: 'AMOUNT', amount: 2000 })).toBe(false);
    actor.send({ type: 'BALANCE_CHANGED', balance: 2000 });
    expect(actor.getSnapshot().can({ type: 'AMOUNT', amount: 2000 })).toBe(true);
  });

  test('keeps the last used details per method, from the input and when the list is read again', () => {
    const { actor } = start(100000, { bkash: { number: '01811111111' } });
    expect(actor.getSnapshot().context.lastUsed).toEqual({ bkash: { number: '01811111111' } });
    actor.send({ type: 'LAST_USED', lastUsed: { bank: BANK_ACCOUNT } });
    expect(actor.getSnapshot().context.lastUsed).toEqual({ bank: BANK_ACCOUNT });
  });
});

describe('withdrawal request machine: sending', () => {
  test('confirm sends amount, method, account, password and a fresh key; done keeps the receipt and forgets the password', async () => {
    const { actor, calls } = start();
    fillIn(actor);
    await submit(actor);
    expect(state(actor)).toBe('submitting');
    expect(actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toEqual({
      amount: 5000,
      method: 'bkash',
      account: { number: '01712345678' },
      password: 'correct horse',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
    calls[0]!.resolve(withdrawalResponse({}, 95000));
    await settle();
    expect(state(actor)).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({
      password: '',
      balance: 95000,
      receipt: { withdrawal: { reference: 'WDR-7A1B2C3D' }, wallet: { availableBalance: 95000 } },
    });
  });

  test('a wrong password goes back to the password step with the server message, empty; the next password reuses the key', async () => {
    const { actor, calls } = start();
    fillIn(actor, 5000, 'wrong one');
    await submit(actor);
    calls[0]!.reject(httpError(400, { message: 'Your password is not correct.', code: 'WRONG_PASSWORD' }));
    await settle();
    expect(state(actor)).toBe('password');
    expect(actor.getSnapshot().context).toMatchObject({ password: '', passwordFailure: { status: 400, code: 'WRONG_PASSWORD', message: 'Your password is not correct.' } });
    actor.send({ type: 'PASSWORD', password: 'right one' });
    expect(actor.getSnapshot().context.passwordFailure).toBeNull();
    await submit(actor);
    expect(calls[1]!.input).toMatchObject({ password: 'right one', idempotencyKey: calls[0]!.input.idempotencyKey });
  });

  test('insufficient balance goes back to the amount step with the server message; another amount gets a new key', async () => {
    const { actor, calls } = start();
    fillIn(actor, 5000);
    await submit(actor);
    calls[0]!.reject(httpError(409, { message: 'Your available balance is ৳2000 short of this amount.', code: 'INSUFFICIENT_BALANCE', missing: 2000 }));
    await settle();
    expect(state(actor)).toBe('amount');
    expect(actor.getSnapshot().context.amountFailure).toMatchObject({
      status: 409,
      code: 'INSUFFICIENT_BALANCE',
      message: 'Your available balance is ৳2000 short of this amount.',
    });
    actor.send({ type: 'AMOUNT', amount: 3000 });
    expect(actor.getSnapshot().context.amountFailure).toBeNull();
    expect(state(actor)).toBe('account');
    actor.send({ type: 'ACCOUNT', method: 'bkash', account: { number: '01712345678' } });
    actor.send({ type: 'PASSWORD', password: 'correct horse' });
    await submit(actor);
    expect(calls[1]!.input.amount).toBe(3000);
    expect(calls[1]!.input.idempotencyKey).not.toBe(calls[0]!.input.idempotencyKey);
  });

  test('a network failure fails with no server message; Retry sends the same submission with the same key', async () => {
    const { actor, calls } = start();
    fillIn(actor);
    await submit(actor);
    calls[0]!.reject(networkError());
    await settle();
    expect(state(actor)).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ status: 'network', message: null, code: null });
    actor.send({ type: 'RETRY' });
    await settle();
    expect(state(actor)).toBe('submitting');
    expect(calls[1]!.input).toEqual(calls[0]!.input);
    calls[1]!.resolve(withdrawalResponse());
    await settle();
    expect(state(actor)).toBe('done');
  });

  test('a validation refusal fails with the server message; Back to the review and Confirm again keeps the key, changed details do not', async () => {
    const { actor, calls } = start();
    fillIn(actor);
    await submit(actor);
    calls[0]!.reject(httpError(400, { message: 'Please enter an 11-digit mobile number such as 01712345678.' }));
    await settle();
    expect(state(actor)).toBe('failed');
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 400, message: 'Please enter an 11-digit mobile number such as 01712345678.' });
    actor.send({ type: 'BACK' });
    expect(state(actor)).toBe('review');
    await submit(actor);
    expect(calls[1]!.input.idempotencyKey).toBe(calls[0]!.input.idempotencyKey);
    calls[1]!.reject(httpError(500, { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' }));
    await settle();
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    expect(state(actor)).toBe('account');
    actor.send({ type: 'ACCOUNT', method: 'nagad', account: { number: '01712345678' } });
    actor.send({ type: 'PASSWORD', password: 'correct horse' });
    await submit(actor);
    expect(calls[2]!.input.method).toBe('nagad');
    expect(calls[2]!.input.idempotencyKey).not.toBe(calls[0]!.input.idempotencyKey);
  });

  test('Cancel after a failure ends the flow', async () => {
    const { actor, calls } = start();
    fillIn(actor);
    await submit(actor);
    calls[0]!.reject(networkError());
    await settle();
    actor.send({ type: 'CANCEL' });
    expect(state(actor)).toBe('cancelled');
    expect(actor.getSnapshot().context.password).toBe('');
  });

  test('the stand-in call fails loudly when the component provides none', async () => {
    const actor = createActor(withdrawalRequestMachine, { input: { balance: 100 } }).start();
    actor.send({ type: 'AMOUNT', amount: 50 });
    actor.send({ type: 'ACCOUNT', method: 'rocket', account: { number: '01912345678' } });
    actor.send({ type: 'PASSWORD', password: 'x' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
