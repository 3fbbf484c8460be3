import { createActor } from 'xstate';
import { reviewWithdrawalMachine, type DecisionInput } from '../../../../src/client/features/admin/withdrawals/machines/review-withdrawal-machine';
import { PAYMENT_REFERENCE_MAX, WITHDRAWAL_REMARKS_MAX } from '../../../../src/shared/schemas/withdrawals';
import type { WithdrawalDto } from '../../../../src/shared/withdrawal-types';
import { handAnswered, settle } from '../hand-answered';
import { httpError, withdrawalFixture } from './withdrawal-fixtures';

/** The machine with a fake PUT call that each test answers by hand; every call is recorded. */
function start(withdrawal: WithdrawalDto = withdrawalFixture()) {
  const { calls, logic } = handAnswered<DecisionInput, WithdrawalDto>();
  const actor = createActor(reviewWithdrawalMachine.provide({ actors: { decideWithdrawal: logic } }), { input: { withdrawal } }).start();
  return { actor, calls, state: () => actor.getSnapshot() };
}

const ID = withdrawalFixture()._id;
// As the dialog sends it: the chosen reason has filled both languages' texts.
const REASON = { reason: 'accountName' as const, remarks: 'The account name does not match the investor', remarksBn: 'অ্যাকাউন্টের নাম বিনিয়োগকারীর নামের সঙ্গে মেলে না' };

/** Mark paid with `reference`, checked and confirmed: the machine is submitting. */
function paying(reference = 'TRX8K2M4P') {
  const started = start();
  started.actor.send({ type: 'MARK_PAID' });
  started.actor.send({ type: 'REVIEW', reference });
  started.actor.send({ type: 'CONFIRM' });
  return started;
}

describe('review withdrawal machine: what is offered', () => {
  test('a pending withdrawal opens offering Mark paid, Reject and Close only', () => {
    const { state } = start();
    expect(state().value).toBe('open');
    expect(state().context).toMatchObject({ decision: null, values: {}, errors: {}, input: null, failure: null, decided: null });
    expect(state().can({ type: 'MARK_PAID' })).toBe(true);
    expect(state().can({ type: 'REJECT' })).toBe(true);
    expect(state().can({ type: 'CLOSE' })).toBe(true);
    expect(state().can({ type: 'REVIEW', reference: 'x' })).toBe(false);
    expect(state().can({ type: 'CONFIRM' })).toBe(false);
    expect(state().can({ type: 'RETRY' })).toBe(false);
  });

  test.each(['paid', 'rejected', 'cancelled'] as const)('a withdrawal already %s is only shown: no Mark paid, no Reject', (status) => {
    const { actor, state, calls } = start(withdrawalFixture({ status }));
    expect(state().value).toBe('decided');
    expect(state().can({ type: 'MARK_PAID' })).toBe(false);
    expect(state().can({ type: 'REJECT' })).toBe(false);
    expect(state().can({ type: 'CONFIRM' })).toBe(false);
    actor.send({ type: 'CLOSE' });
    expect(state().value).toBe('closed');
    expect(state().status).toBe('done');
    expect(calls).toHaveLength(0);
  });

  test('CLOSE when open ends the machine without a call', () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'CLOSE' });
    expect(state().value).toBe('closed');
    expect(state().status).toBe('done');
    expect(calls).toHaveLength(0);
  });

  test('a held withdrawal can still be paid: the hold asks for care, it does not block', async () => {
    const { actor, state, calls } = start(withdrawalFixture({ hold: { reasons: ['new-payout-details', 'password-changed'], until: '2026-03-03T10:00:00.000Z' } }));
    expect(state().value).toBe('open');
    actor.send({ type: 'MARK_PAID' });
    actor.send({ type: 'REVIEW', reference: 'TRX1' });
    actor.send({ type: 'CONFIRM' });
    expect(calls.map((c) => c.input)).toEqual([{ withdrawalId: ID, status: 'paid', reference: 'TRX1' }]);
  });
});

describe('review withdrawal machine: choosing and entering', () => {
  test('MARK_PAID and REJECT choose; BACK from editing returns to open with nothing chosen or entered', () => {
    const { actor, state } = start();
    actor.send({ type: 'MARK_PAID' });
    expect(state().value).toBe('editing');
    expect(state().context.decision).toBe('paid');
    actor.send({ type: 'REVIEW', reference: '' });
    expect(state().context.errors).toEqual({ reference: 'referenceRequired' });
    actor.send({ type: 'BACK' });
    expect(state().value).toBe('open');
    expect(state().context).toMatchObject({ decision: null, values: {}, errors: {} });
    actor.send({ type: 'REJECT' });
    expect(state().value).toBe('editing');
    expect(state().context.decision).toBe('rejected');
  });

  test('CLOSE while editing or confirming ends without a call', () => {
    for (const confirm of [false, true]) {
      const { actor, state, calls } = start();
      actor.send({ type: 'MARK_PAID' });
      if (confirm) actor.send({ type: 'REVIEW', reference: 'TRX1' });
      expect(state().value).toBe(confirm ? 'confirming' : 'editing');
      actor.send({ type: 'CLOSE' });
      expect(state().value).toBe('closed');
      expect(calls).toHaveLength(0);
    }
  });

  test('paying: the reference is trimmed, shown to confirm, and BACK from confirming keeps it to correct', () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'MARK_PAID' });
    actor.send({ type: 'REVIEW', reference: '  TRX8K2M4P  ' });
    expect(state().value).toBe('confirming');
    expect(state().context.input).toEqual({ withdrawalId: ID, status: 'paid', reference: 'TRX8K2M4P' });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'BACK' });
    expect(state().value).toBe('editing');
    expect(state().context.values).toEqual({ reference: '  TRX8K2M4P  ' });
  });

  test('rejecting sends the reason in both languages, trimmed, as edited', () => {
    const { actor, state } = start();
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'REVIEW', ...REASON, remarks: ' The account name does not match the investor. The bKash account is in the name of Karim. ' });
    expect(state().value).toBe('confirming');
    expect(state().context.input).toEqual({
      withdrawalId: ID,
      status: 'rejected',
      adminRemarks: 'The account name does not match the investor. The bKash account is in the name of Karim.',
      adminRemarksBn: REASON.remarksBn,
    });
  });

  test('a reason in one language is enough; the empty one is not sent', () => {
    const { actor, state } = start();
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'REVIEW', reason: 'other', remarks: '   ', remarksBn: 'একই অনুরোধ দুবার এসেছে।' });
    expect(state().context.input).toEqual({ withdrawalId: ID, status: 'rejected', adminRemarksBn: 'একই অনুরোধ দুবার এসেছে।' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'REVIEW', reason: 'other', remarks: 'Duplicate request.', remarksBn: '' });
    expect(state().context.input).toEqual({ withdrawalId: ID, status: 'rejected', adminRemarks: 'Duplicate request.' });
  });
});

describe('review withdrawal machine: the shared decideWithdrawalSchema rules', () => {
  test.each([
    ['no reference', '', 'referenceRequired'],
    ['only spaces', '   ', 'referenceRequired'],
    ['a reference too long', 'R'.repeat(PAYMENT_REFERENCE_MAX + 1), 'referenceTooLong'],
  ])('paying with %s stays in editing with the error, and sends nothing', (_label, reference, error) => {
    const { actor, state, calls } = start();
    actor.send({ type: 'MARK_PAID' });
    actor.send({ type: 'REVIEW', reference });
    expect(state().value).toBe('editing');
    expect(state().context.errors).toEqual({ reference: error });
    expect(state().context.input).toBeNull();
    expect(state().can({ type: 'CONFIRM' })).toBe(false);
    expect(calls).toHaveLength(0);
  });

  test(`a reference of exactly ${PAYMENT_REFERENCE_MAX} characters passes`, () => {
    const { actor, state } = start();
    actor.send({ type: 'MARK_PAID' });
    actor.send({ type: 'REVIEW', reference: 'R'.repeat(PAYMENT_REFERENCE_MAX) });
    expect(state().value).toBe('confirming');
  });

  test.each([
    ['no reason chosen', { reason: null, remarks: 'Some note' }, { reason: 'reasonRequired' }],
    ['no reason and no text', {}, { reason: 'reasonRequired' }],
    ['"another reason" with no text in either language', { reason: 'other' as const, remarks: '  ', remarksBn: ' ' }, { remarks: 'required' }],
    ['an English reason too long', { ...REASON, remarks: 'n'.repeat(WITHDRAWAL_REMARKS_MAX + 1) }, { remarks: 'tooLong' }],
    ['a Bengali reason too long', { ...REASON, remarksBn: 'ন'.repeat(WITHDRAWAL_REMARKS_MAX + 1) }, { remarksBn: 'tooLong' }],
  ])('rejecting with %s stays in editing with the error', (_label, values, errors) => {
    const { actor, state, calls } = start();
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'REVIEW', ...values });
    expect(state().value).toBe('editing');
    expect(state().context.errors).toEqual(errors);
    expect(calls).toHaveLength(0);
  });

  test('a corrected entry clears the errors and moves on', () => {
    const { actor, state } = start();
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'REVIEW', reason: null });
    expect(state().context.errors).toEqual({ reason: 'reasonRequired' });
    actor.send({ type: 'REVIEW', ...REASON });
    expect(state().value).toBe('confirming');
    expect(state().context.errors).toEqual({});
  });

  test('after a refused Continue the messages follow the entry as it changes; before one, typing shows none', () => {
    const { actor, state } = start();
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'EDIT', reason: 'other', remarks: '', remarksBn: '' });
    expect(state().context.errors).toEqual({});
    actor.send({ type: 'REVIEW', reason: null });
    expect(state().context.errors).toEqual({ reason: 'reasonRequired' });
    // A reason chosen: its message goes at once, without another Continue, and nothing is sent or confirmed.
    actor.send({ type: 'EDIT', ...REASON });
    expect(state().context.errors).toEqual({});
    expect(state().value).toBe('editing');
    actor.send({ type: 'EDIT', reason: 'other', remarks: '', remarksBn: '' });
    expect(state().context.errors).toEqual({});
    actor.send({ type: 'REVIEW', reason: 'other', remarks: '', remarksBn: '' });
    expect(state().context.errors).toEqual({ remarks: 'required' });
    actor.send({ type: 'EDIT', reason: 'other', remarks: '', remarksBn: 'একই অনুরোধ দুবার এসেছে।' });
    expect(state().context.errors).toEqual({});
    expect(state().value).toBe('editing');
  });
});

describe('review withdrawal machine: sending', () => {
  test('CONFIRM sends the checked body once; no CLOSE, BACK or second CONFIRM while it is on its way', () => {
    const { state, calls, actor } = paying();
    expect(state().value).toBe('submitting');
    expect(calls.map((c) => c.input)).toEqual([{ withdrawalId: ID, status: 'paid', reference: 'TRX8K2M4P' }]);
    for (const event of [{ type: 'CLOSE' }, { type: 'BACK' }, { type: 'CONFIRM' }, { type: 'RETRY' }] as const) {
      expect(state().can(event)).toBe(false);
      actor.send(event);
    }
    expect(state().value).toBe('submitting');
    expect(calls).toHaveLength(1);
  });

  test('success: done, with the withdrawal as the server saved it', async () => {
    const { state, calls } = paying();
    const saved = withdrawalFixture({ status: 'paid', paymentReference: 'TRX8K2M4P' });
    calls[0]!.resolve(saved);
    await settle();
    expect(state().value).toBe('done');
    expect(state().status).toBe('done');
    expect(state().context.decided).toEqual(saved);
  });

  test('a rejection is sent with its remarks and ends done', async () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'REVIEW', ...REASON });
    actor.send({ type: 'CONFIRM' });
    expect(calls[0]!.input).toEqual({ withdrawalId: ID, status: 'rejected', adminRemarks: REASON.remarks, adminRemarksBn: REASON.remarksBn });
    calls[0]!.resolve(withdrawalFixture({ status: 'rejected', adminRemarks: REASON.remarks, adminRemarksBn: REASON.remarksBn }));
    await settle();
    expect(state().value).toBe('done');
  });

  test('a failure (not a 409): failed with the server answer; RETRY sends again, BACK returns to editing', async () => {
    const { actor, state, calls } = paying();
    calls[0]!.reject(httpError(500, 'Something went wrong on the server. Please try again.', 'INTERNAL_ERROR'));
    await settle();
    expect(state().value).toBe('failed');
    expect(state().context.failure).toEqual({ status: 500, message: 'Something went wrong on the server. Please try again.', code: 'INTERNAL_ERROR' });
    expect(state().can({ type: 'RETRY' })).toBe(true);
    actor.send({ type: 'RETRY' });
    expect(state().value).toBe('submitting');
    expect(state().context.failure).toBeNull();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.input).toEqual(calls[0]!.input);

    calls[1]!.reject({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    await settle();
    expect(state().context.failure).toEqual({ status: 'network', message: null, code: null });
    actor.send({ type: 'BACK' });
    expect(state().value).toBe('editing');
    expect(state().context.failure).toBeNull();
    expect(state().context.values).toEqual({ reference: 'TRX8K2M4P' });
  });

  test('409 WITHDRAWAL_NOT_PENDING (another administrator decided first): failed, and only CLOSE is left', async () => {
    const { actor, state, calls } = paying();
    calls[0]!.reject(httpError(409, 'This withdrawal has already been decided.', 'WITHDRAWAL_NOT_PENDING'));
    await settle();
    expect(state().value).toBe('failed');
    expect(state().context.failure).toMatchObject({ status: 409, code: 'WITHDRAWAL_NOT_PENDING' });
    expect(state().can({ type: 'RETRY' })).toBe(false);
    expect(state().can({ type: 'BACK' })).toBe(false);
    actor.send({ type: 'RETRY' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'CLOSE' });
    expect(state().value).toBe('closed');
  });

  test('the machine without a provided call fails loudly instead of pretending to save', async () => {
    const actor = createActor(reviewWithdrawalMachine, { input: { withdrawal: withdrawalFixture() } }).start();
    actor.send({ type: 'MARK_PAID' });
    actor.send({ type: 'REVIEW', reference: 'TRX1' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ status: null, message: null, code: null });
  });
});
