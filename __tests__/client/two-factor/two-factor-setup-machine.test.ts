import { createActor, fromPromise } from 'xstate';
import type { RecoveryCodesResponse, TwoFactorSetupResponse } from '../../../src/shared/api-types';
import { twoFactorSetupMachine } from '../../../src/client/components/two-factor/two-factor-setup-machine';

const SETUP = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Halal%20Invest:a%40b.c?secret=JBSWY3DPEHPK3PXP&issuer=Halal%20Invest' };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efghj`);
const rejection = (status: number, code: string) => ({ status, data: { message: code, code } });

/** The machine with requests the test settles by hand. */
function start() {
  const pending: Array<{ kind: 'setup' | 'enable'; input?: { password: string; code?: string }; resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
  const machine = twoFactorSetupMachine.provide({
    actors: {
      startSetup: fromPromise<TwoFactorSetupResponse, { password: string }>(
        ({ input }) => new Promise((resolve, reject) => void pending.push({ kind: 'setup', input, resolve: resolve as (v: unknown) => void, reject })),
      ),
      enable: fromPromise<RecoveryCodesResponse, { password: string; code: string }>(
        ({ input }) => new Promise((resolve, reject) => void pending.push({ kind: 'enable', input, resolve: resolve as (v: unknown) => void, reject })),
      ),
    },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'PASSWORD', password: 'my password' });
  const settle = async (how: 'resolve' | 'reject', value: unknown) => {
    const next = pending.shift();
    if (!next) throw new Error('no request is waiting');
    next[how](value);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return next;
  };
  return { actor, settle, pending };
}

describe('two-factor set-up machine', () => {
  test('password → set-up → enter code → recovery codes → done; both requests carry the password', async () => {
    const { actor, settle } = start();
    expect(actor.getSnapshot().matches('starting')).toBe(true);
    expect((await settle('resolve', SETUP)).input).toEqual({ password: 'my password' });
    expect(actor.getSnapshot().matches('enterCode')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ secret: SETUP.secret, otpauthUrl: SETUP.otpauthUrl });
    expect(actor.getSnapshot().can({ type: 'CONTINUE' })).toBe(false);

    actor.send({ type: 'SUBMIT', code: ' 123456 ' });
    expect(actor.getSnapshot().matches('enabling')).toBe(true);
    const request = await settle('resolve', { recoveryCodes: CODES });
    expect(request.input).toEqual({ password: 'my password', code: '123456' });
    expect(actor.getSnapshot().context.password).toBe(''); // not kept once two-factor is on
    expect(actor.getSnapshot().matches('showCodes')).toBe(true);
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(CODES);
    // The codes cannot be skipped by cancelling: two-factor is already on.
    expect(actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false);
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('a wrong code goes back to code entry with the failure, and the next try clears it', async () => {
    const { actor, settle } = start();
    await settle('resolve', SETUP);
    actor.send({ type: 'SUBMIT', code: '000000' });
    await settle('reject', rejection(400, 'TWO_FACTOR_CODE_INVALID'));
    expect(actor.getSnapshot().matches('enterCode')).toBe(true);
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 400, code: 'TWO_FACTOR_CODE_INVALID' });
    actor.send({ type: 'SUBMIT', code: '111111' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  test('a wrong password (or too many) goes back to the password step with the answer', async () => {
    for (const refusal of [rejection(400, 'PASSWORD_INCORRECT'), rejection(429, 'RATE_LIMITED')]) {
      const { actor, settle } = start();
      await settle('reject', refusal);
      expect(actor.getSnapshot().matches('enterPassword')).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ password: '', failure: { code: refusal.data.code } });
      actor.send({ type: 'PASSWORD', password: 'again' });
      expect(actor.getSnapshot().matches('starting')).toBe(true);
    }
  });

  test('a failed start can be retried or cancelled', async () => {
    const { actor, settle } = start();
    await settle('reject', rejection(409, 'TWO_FACTOR_ALREADY_ENABLED'));
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('starting')).toBe(true);
    await settle('reject', rejection(500, 'INTERNAL_ERROR'));
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
