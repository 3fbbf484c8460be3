import { pngFile, SCREENSHOT_URL } from './deposit-fixtures';
import { settle, startDepositActor } from './machine-harness';

// Issue 17: the deposit names the account paid into, its TrxID or bank reference and the sender.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BKASH = { paymentAccountId: 'k1', reference: 'AB12CD34EF', sender: '01811111111' };

async function uploadedActor() {
  const harness = startDepositActor();
  harness.actor.send({ type: 'FILE_CHOSEN', file: pngFile() });
  harness.uploads[0]!.resolve({ url: SCREENSHOT_URL });
  await settle();
  expect(harness.actor.getSnapshot().value).toBe('uploaded');
  return harness;
}

const duplicate = { status: 409, data: { message: 'This TrxID was already used for another deposit.', code: 'DUPLICATE_REFERENCE' } };

describe('deposit machine: how it was paid', () => {
  test('SUBMIT sends the account, reference and sender with the amount, url and key', async () => {
    const { actor, submits } = await uploadedActor();
    actor.send({ type: 'SUBMIT', amount: 5000, payment: BKASH });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submits[0]!.input).toEqual({ amount: 5000, url: SCREENSHOT_URL, idempotencyKey: expect.stringMatching(UUID), ...BKASH });
  });

  test('without payment details the spec body stays amount, url and key only', async () => {
    const { actor, submits } = await uploadedActor();
    actor.send({ type: 'SUBMIT', amount: 5000, payment: {} });
    expect(Object.keys(submits[0]!.input).sort()).toEqual(['amount', 'idempotencyKey', 'url']);
  });

  test('DUPLICATE_REFERENCE keeps the screenshot and reports the code; a corrected TrxID is a new deposit with a new key', async () => {
    const { actor, submits } = await uploadedActor();
    actor.send({ type: 'SUBMIT', amount: 5000, payment: BKASH });
    submits[0]!.reject(duplicate);
    await settle();
    expect(actor.getSnapshot().value).toBe('uploaded');
    expect(actor.getSnapshot().context).toMatchObject({ url: SCREENSHOT_URL, submitFailure: { code: 'DUPLICATE_REFERENCE' } });

    actor.send({ type: 'SUBMIT', amount: 5000, payment: { ...BKASH, reference: 'ZZ99YY88XX' } });
    expect(actor.getSnapshot().context.submitFailure).toBeNull();
    expect(submits[1]!.input.reference).toBe('ZZ99YY88XX');
    expect(submits[1]!.input.idempotencyKey).not.toBe(submits[0]!.input.idempotencyKey);
  });

  test('a retry with the same account, reference and sender reuses the key; another account or sender does not', async () => {
    const { actor, submits } = await uploadedActor();
    actor.send({ type: 'SUBMIT', amount: 5000, payment: BKASH });
    submits[0]!.reject({ status: 503, data: { message: 'Database unavailable' } });
    await settle();
    actor.send({ type: 'SUBMIT', amount: 5000, payment: { ...BKASH } });
    expect(submits[1]!.input).toEqual(submits[0]!.input);

    submits[1]!.reject({ status: 503, data: { message: 'Database unavailable' } });
    await settle();
    actor.send({ type: 'SUBMIT', amount: 5000, payment: { ...BKASH, sender: '01900000000' } });
    expect(submits[2]!.input.idempotencyKey).not.toBe(submits[0]!.input.idempotencyKey);

    submits[2]!.reject({ status: 503, data: { message: 'Database unavailable' } });
    await settle();
    actor.send({ type: 'SUBMIT', amount: 5000, payment: { ...BKASH, sender: '01900000000', paymentAccountId: 'n1' } });
    expect(submits[3]!.input.idempotencyKey).not.toBe(submits[2]!.input.idempotencyKey);
  });
});
