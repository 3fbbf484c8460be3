import { createActor } from 'xstate';
import { reviewDepositMachine, type ReviewInput } from '../../../../src/client/features/admin/deposits/machines/review-deposit-machine';
import type { DepositDto } from '../../../../src/shared/api-types';
import { handAnswered, settle } from '../hand-answered';
import { depositFixture, httpError } from './deposit-fixtures';

/** The machine with a fake PUT call that each test answers by hand; every call is recorded. */
function start(deposit: DepositDto = depositFixture()) {
  const { calls, logic } = handAnswered<ReviewInput, DepositDto>();
  const actor = createActor(reviewDepositMachine.provide({ actors: { reviewDeposit: logic } }), { input: { deposit } }).start();
  return { actor, calls, state: () => actor.getSnapshot() };
}

describe('review deposit machine: what is offered', () => {
  test('a pending deposit starts in pending, offering Approve, Reject and Close only', () => {
    const { state } = start();
    expect(state().value).toBe('pending');
    expect(state().context).toMatchObject({ decision: null, remarks: '', remarksMissing: false, failure: null, reviewed: null });
    expect(state().can({ type: 'APPROVE' })).toBe(true);
    expect(state().can({ type: 'REJECT' })).toBe(true);
    expect(state().can({ type: 'CLOSE' })).toBe(true);
    expect(state().can({ type: 'CONFIRM' })).toBe(false);
    expect(state().can({ type: 'RETRY' })).toBe(false);
  });

  test.each(['approved', 'rejected'] as const)('a deposit already %s is only shown: no Approve, no Reject', (status) => {
    const { state, calls } = start(depositFixture({ status }));
    expect(state().value).toBe('decided');
    expect(state().can({ type: 'APPROVE' })).toBe(false);
    expect(state().can({ type: 'REJECT' })).toBe(false);
    expect(state().can({ type: 'CONFIRM', remarks: 'x' })).toBe(false);
    expect(state().can({ type: 'CLOSE' })).toBe(true);
    expect(calls).toHaveLength(0);
  });

  test('CLOSE from a decided deposit ends the machine', () => {
    const { actor, state } = start(depositFixture({ status: 'approved' }));
    actor.send({ type: 'CLOSE' });
    expect(state().value).toBe('closed');
    expect(state().status).toBe('done');
  });

  test('CLOSE from pending ends the machine without a call', () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'CLOSE' });
    expect(state().value).toBe('closed');
    expect(state().status).toBe('done');
    expect(calls).toHaveLength(0);
  });
});

describe('review deposit machine: choosing', () => {
  test('APPROVE chooses approval; BACK returns to pending with nothing chosen', () => {
    const { actor, state } = start();
    actor.send({ type: 'APPROVE' });
    expect(state().value).toBe('choosing');
    expect(state().context.decision).toBe('approved');
    actor.send({ type: 'BACK' });
    expect(state().value).toBe('pending');
    expect(state().context.decision).toBeNull();
  });

  test('REJECT chooses rejection; CLOSE while choosing ends without a call', () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'REJECT' });
    expect(state().value).toBe('choosing');
    expect(state().context.decision).toBe('rejected');
    actor.send({ type: 'CLOSE' });
    expect(state().value).toBe('closed');
    expect(calls).toHaveLength(0);
  });

  test.each([
    ['no remarks', undefined],
    ['empty remarks', ''],
    ['blank remarks', '   \n '],
  ])('rejecting with %s is refused and marked missing', (_label, remarks) => {
    const { actor, state, calls } = start();
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'CONFIRM', remarks });
    expect(state().value).toBe('choosing');
    expect(state().context.remarksMissing).toBe(true);
    expect(calls).toHaveLength(0);
  });

  test('choosing again clears the missing-remarks mark', () => {
    const { actor, state } = start();
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'CONFIRM', remarks: ' ' });
    actor.send({ type: 'BACK' });
    expect(state().context.remarksMissing).toBe(false);
    actor.send({ type: 'REJECT' });
    expect(state().context.remarksMissing).toBe(false);
  });

  test('approving sends the status alone, whatever remarks come along', () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'CONFIRM', remarks: 'looks fine' });
    expect(state().value).toBe('submitting');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toEqual({ depositId: 'd1', status: 'approved' });
  });

  test('rejecting sends the trimmed remarks', () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'CONFIRM', remarks: '  Amount does not match the screenshot. ' });
    expect(state().value).toBe('submitting');
    expect(state().context.remarksMissing).toBe(false);
    expect(calls[0]!.input).toEqual({ depositId: 'd1', status: 'rejected', adminRemarks: 'Amount does not match the screenshot.' });
  });

  test('rejecting with the reason in both languages sends both, trimmed', () => {
    const { actor, calls } = start();
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'CONFIRM', remarks: ' Blurry screenshot ', remarksBn: ' ঝাপসা স্ক্রিনশট ' });
    expect(calls[0]!.input).toEqual({ depositId: 'd1', status: 'rejected', adminRemarks: 'Blurry screenshot', adminRemarksBn: 'ঝাপসা স্ক্রিনশট' });
  });

  test('the Bengali reason alone is enough, and the empty English one is not sent', () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'CONFIRM', remarks: '  ', remarksBn: 'ঝাপসা স্ক্রিনশট' });
    expect(state().value).toBe('submitting');
    expect(calls[0]!.input).toEqual({ depositId: 'd1', status: 'rejected', adminRemarksBn: 'ঝাপসা স্ক্রিনশট' });
  });
});

describe('review deposit machine: sending the decision', () => {
  test('nothing but the answer leaves submitting: no CLOSE, BACK or second CONFIRM', () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'CONFIRM' });
    for (const event of [{ type: 'CLOSE' }, { type: 'BACK' }, { type: 'CONFIRM' }, { type: 'RETRY' }] as const) {
      expect(state().can(event)).toBe(false);
      actor.send(event);
    }
    expect(state().value).toBe('submitting');
    expect(calls).toHaveLength(1);
  });

  test('success ends in done with the saved deposit', async () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'CONFIRM' });
    const saved = depositFixture({ status: 'approved' });
    calls[0]!.resolve(saved);
    await settle();
    expect(state().value).toBe('done');
    expect(state().status).toBe('done');
    expect(state().context.reviewed).toEqual(saved);
    expect(state().context.decision).toBe('approved');
  });

  test('a failure keeps the decision and the server message; RETRY sends the same decision again', async () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'CONFIRM', remarks: 'Blurry screenshot' });
    calls[0]!.reject(httpError(429, 'Too many attempts. Please wait 1 minute and try again.', 'RATE_LIMITED'));
    await settle();
    expect(state().value).toBe('failed');
    expect(state().context.failure).toEqual({ status: 429, message: 'Too many attempts. Please wait 1 minute and try again.', code: 'RATE_LIMITED' });
    expect(state().can({ type: 'RETRY' })).toBe(true);

    actor.send({ type: 'RETRY' });
    expect(state().value).toBe('submitting');
    expect(state().context.failure).toBeNull();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.input).toEqual(calls[0]!.input);
    calls[1]!.resolve(depositFixture({ status: 'rejected', adminRemarks: 'Blurry screenshot' }));
    await settle();
    expect(state().value).toBe('done');
  });

  test('a network failure has no message; BACK returns to choosing with the decision kept', async () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'CONFIRM' });
    calls[0]!.reject({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    await settle();
    expect(state().value).toBe('failed');
    expect(state().context.failure).toEqual({ status: 'network', message: null, code: null });
    actor.send({ type: 'BACK' });
    expect(state().value).toBe('choosing');
    expect(state().context.decision).toBe('approved');
    expect(state().context.failure).toBeNull();
  });

  test('409 (another admin decided first): no RETRY, no BACK, only CLOSE', async () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'CONFIRM' });
    calls[0]!.reject(httpError(409, 'This deposit has already been reviewed.', 'DEPOSIT_ALREADY_REVIEWED'));
    await settle();
    expect(state().value).toBe('failed');
    expect(state().context.failure).toEqual({ status: 409, message: 'This deposit has already been reviewed.', code: 'DEPOSIT_ALREADY_REVIEWED' });
    expect(state().can({ type: 'RETRY' })).toBe(false);
    expect(state().can({ type: 'BACK' })).toBe(false);
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'BACK' });
    expect(state().value).toBe('failed');
    expect(calls).toHaveLength(1);

    actor.send({ type: 'CLOSE' });
    expect(state().value).toBe('closed');
    expect(state().status).toBe('done');
  });

  test('CLOSE after an ordinary failure ends the machine', async () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'CONFIRM' });
    calls[0]!.reject(httpError(404, 'Deposit not found.', 'DEPOSIT_NOT_FOUND'));
    await settle();
    actor.send({ type: 'CLOSE' });
    expect(state().value).toBe('closed');
  });

  test('without a provided call, the stand-in fails loudly instead of pretending to succeed', async () => {
    const actor = createActor(reviewDepositMachine, { input: { deposit: depositFixture() } }).start();
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
