import { createActor, fromPromise } from 'xstate';
import type { InvestLimits } from '../../../src/client/features/invest/invest-limits';
import { investMachine } from '../../../src/client/features/invest/machines/invest-machine';
import type { InvestResponse } from '../../../src/shared/money-types';
import type { InvestBody } from '../../../src/shared/schemas/investment';
import { investResponse, PROJECT_ID } from './invest-fixtures';

const LIMITS: InvestLimits = { minimum: 50000, balance: 100000, remaining: null };

interface Call {
  input: InvestBody;
  resolve: (value: InvestResponse) => void;
  reject: (error: unknown) => void;
}

/** The machine with a fake invest call that a test answers by hand. */
function start(limits: InvestLimits = LIMITS) {
  const calls: Call[] = [];
  const machine = investMachine.provide({
    actors: {
      invest: fromPromise<InvestResponse, InvestBody>(({ input }) => new Promise<InvestResponse>((resolve, reject) => calls.push({ input, resolve, reject }))),
    },
  });
  const actor = createActor(machine, { input: { projectId: PROJECT_ID, limits } }).start();
  return { actor, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An RTK Query error as unwrap() throws it. */
const httpError = (status: number, data: unknown) => ({ status, data });

async function reviewAndConfirm(actor: ReturnType<typeof start>['actor'], amount = 60000) {
  actor.send({ type: 'REVIEW', amount });
  actor.send({ type: 'ACCEPT_RISK', accepted: true });
  actor.send({ type: 'CONFIRM' });
  await settle();
}

describe('invest machine: choosing the amount', () => {
  test('starts choosing, with nothing chosen', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ amount: null, riskAccepted: false, attempt: null, failure: null, receipt: null });
  });

  test.each([
    ['below the smallest option', 49999.99, LIMITS],
    ['more than the wallet', 100000.01, LIMITS],
    ['more than the funding target leaves', 70000, { ...LIMITS, remaining: 60000 }],
  ])('stays on the amount for %s', (_label, amount, limits) => {
    const { actor } = start(limits);
    expect(actor.getSnapshot().can({ type: 'REVIEW', amount })).toBe(false);
    actor.send({ type: 'REVIEW', amount });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  test('takes the smallest option, the whole wallet and exactly what the target leaves', () => {
    for (const [amount, limits] of [
      [50000, LIMITS],
      [100000, LIMITS],
      [60000, { ...LIMITS, remaining: 60000 }],
    ] as const) {
      const { actor } = start(limits);
      actor.send({ type: 'REVIEW', amount });
      expect(actor.getSnapshot().value).toBe('reviewing');
      expect(actor.getSnapshot().context.amount).toBe(amount);
    }
  });

  test('new limits (a refreshed wallet) apply to the next review', () => {
    const { actor } = start();
    actor.send({ type: 'LIMITS_CHANGED', limits: { ...LIMITS, balance: 150000 } });
    actor.send({ type: 'REVIEW', amount: 150000 });
    expect(actor.getSnapshot().value).toBe('reviewing');
  });
});

describe('invest machine: review and confirm', () => {
  test('confirm needs the risk tick; without it the machine says so and sends nothing', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'REVIEW', amount: 60000 });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.riskMissing).toBe(true);
    expect(calls).toHaveLength(0);

    actor.send({ type: 'ACCEPT_RISK', accepted: true });
    expect(actor.getSnapshot().context.riskMissing).toBe(false);
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toEqual({ projectId: PROJECT_ID, amount: 60000, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/) });
  });

  test('back returns to the amount, which asks for the tick again', () => {
    const { actor } = start();
    actor.send({ type: 'REVIEW', amount: 60000 });
    actor.send({ type: 'ACCEPT_RISK', accepted: true });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'REVIEW', amount: 60000 });
    expect(actor.getSnapshot().context.riskAccepted).toBe(false);
  });

  test('cancel ends the flow from the amount and from the review, but not while sending', async () => {
    const first = start();
    first.actor.send({ type: 'CANCEL' });
    expect(first.actor.getSnapshot().status).toBe('done');

    const second = start();
    second.actor.send({ type: 'REVIEW', amount: 60000 });
    second.actor.send({ type: 'CANCEL' });
    expect(second.actor.getSnapshot().value).toBe('cancelled');

    const third = start();
    await reviewAndConfirm(third.actor);
    expect(third.actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false);
  });

  test('a success ends on the receipt', async () => {
    const { actor, calls } = start();
    await reviewAndConfirm(actor);
    calls[0]!.resolve(investResponse(60000, 40000));
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.receipt).toEqual(investResponse(60000, 40000));
  });
});

describe('invest machine: failures and retries', () => {
  test('a refusal is kept with its code and figures', async () => {
    const { actor, calls } = start();
    await reviewAndConfirm(actor);
    calls[0]!.reject(httpError(409, { message: 'Insufficient balance.', code: 'INSUFFICIENT_BALANCE', missing: 20000 }));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ status: 409, message: 'Insufficient balance.', code: 'INSUFFICIENT_BALANCE', missing: 20000, remaining: null });
  });

  test('a retry after a lost answer sends the same key, so the money moves at most once', async () => {
    const { actor, calls } = start();
    await reviewAndConfirm(actor);
    calls[0]!.reject({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    await settle();
    expect(actor.getSnapshot().context.failure?.status).toBe('network');
    actor.send({ type: 'RETRY' });
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.input).toEqual(calls[0]!.input);
  });

  test('the same amount reviewed again keeps its key; another amount gets a new one', async () => {
    const { actor, calls } = start();
    await reviewAndConfirm(actor, 60000);
    calls[0]!.reject({ status: 'FETCH_ERROR', error: 'offline' });
    await settle();
    actor.send({ type: 'BACK' });
    await reviewAndConfirm(actor, 60000);
    calls[1]!.reject({ status: 'FETCH_ERROR', error: 'offline' });
    await settle();
    actor.send({ type: 'BACK' });
    await reviewAndConfirm(actor, 70000);
    expect(calls[1]!.input.idempotencyKey).toBe(calls[0]!.input.idempotencyKey);
    expect(calls[2]!.input.idempotencyKey).not.toBe(calls[0]!.input.idempotencyKey);
    expect(calls[2]!.input.amount).toBe(70000);
  });

  test('the stand-in invest call fails loudly when none is provided', async () => {
    const actor = createActor(investMachine, { input: { projectId: PROJECT_ID, limits: LIMITS } }).start();
    await reviewAndConfirm(actor);
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
