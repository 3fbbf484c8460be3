import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ResetPasswordRequest } from '../../../src/client/api/auth-api';
import {
  RESET_REDIRECT_DELAY_MS,
  resetPasswordMachine,
  type ResetPasswordInput,
} from '../../../src/client/features/reset-password/machines/reset-password-machine';

const VALUES = { resetToken: ' tok-123 ', newPassword: 'new-secret-1' };

/** The machine with recorded side effects and a request the test settles by hand. */
function start(input: Partial<ResetPasswordInput> = {}) {
  const calls: string[] = [];
  const requests: ResetPasswordRequest[] = [];
  let settle: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const clock = new SimulatedClock();
  const record = (name: string) => () => void calls.push(name);
  const machine = resetPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise<{ message: string }, ResetPasswordRequest>(
        ({ input: request }) =>
          new Promise((resolve, reject) => {
            requests.push(request);
            settle = { resolve: () => resolve({ message: 'ok' }), reject };
          }),
      ),
    },
    actions: {
      notifyEmailMissing: record('notifyEmailMissing'),
      notifySuccess: record('notifySuccess'),
      goToSignIn: record('goToSignIn'),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { storedEmail: null, queryEmail: null, queryToken: null, ...input },
  }).start();
  return {
    actor,
    clock,
    calls,
    requests,
    succeed: async () => {
      settle!.resolve();
      await flush();
    },
    fail: async (error: unknown) => {
      settle!.reject(error);
      await flush();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => localStorage.clear());

describe('reset password machine: resolving the email', () => {
  test('the stored reset email wins over the query email; the token comes from the query', () => {
    const { actor } = start({ storedEmail: 'stored@example.com', queryEmail: 'query@example.com', queryToken: 'abc' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ email: 'stored@example.com', resetToken: 'abc', failure: null });
  });

  test('without a stored email the query email is used', () => {
    const { actor } = start({ queryEmail: ' query@example.com ' });
    expect(actor.getSnapshot().context.email).toBe('query@example.com');
    expect(actor.getSnapshot().context.resetToken).toBe('');
  });

  test('a blank stored email does not hide the query email', () => {
    const { actor } = start({ storedEmail: '  ', queryEmail: 'query@example.com' });
    expect(actor.getSnapshot().context.email).toBe('query@example.com');
  });

  test('no email anywhere: reports it, goes to /signin and stops', () => {
    const { actor, calls } = start({ storedEmail: null, queryEmail: '', queryToken: 'abc' });
    expect(actor.getSnapshot().matches('emailMissing')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual(['notifyEmailMissing', 'goToSignIn']);
    expect(actor.getSnapshot().can({ type: 'SUBMIT', values: VALUES })).toBe(false);
  });
});

describe('reset password machine: submitting', () => {
  test('SUBMIT sends email, trimmed token and the new password, and cannot be repeated while pending', () => {
    const { actor, requests } = start({ storedEmail: 'a@example.com' });
    actor.send({ type: 'SUBMIT', values: VALUES });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(requests).toEqual([{ email: 'a@example.com', resetToken: 'tok-123', newPassword: 'new-secret-1' }]);
    expect(actor.getSnapshot().can({ type: 'SUBMIT', values: VALUES })).toBe(false);
    actor.send({ type: 'SUBMIT', values: VALUES });
    expect(requests).toHaveLength(1);
  });

  test('success clears the stored email, notifies, and goes to /signin after exactly 1.5 s', async () => {
    localStorage.setItem('resetEmail', 'a@example.com');
    const { actor, clock, calls, succeed } = start({ storedEmail: 'a@example.com' });
    actor.send({ type: 'SUBMIT', values: VALUES });
    await succeed();
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    expect(localStorage.getItem('resetEmail')).toBeNull();
    expect(calls).toEqual(['notifySuccess']);
    expect(RESET_REDIRECT_DELAY_MS).toBe(1500);

    clock.increment(1499);
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    expect(calls).not.toContain('goToSignIn');
    clock.increment(1);
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual(['notifySuccess', 'goToSignIn']);
  });

  test('failure keeps the server message and code, and the email stays stored', async () => {
    localStorage.setItem('resetEmail', 'a@example.com');
    const { actor, calls, fail } = start({ storedEmail: 'a@example.com' });
    actor.send({ type: 'SUBMIT', values: VALUES });
    await fail({ status: 400, data: { message: 'This reset link is not valid or has expired.', code: 'RESET_TOKEN_INVALID' } });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ status: 400, message: 'This reset link is not valid or has expired.', code: 'RESET_TOKEN_INVALID' });
    expect(actor.getSnapshot().context.resetToken).toBe('tok-123');
    expect(localStorage.getItem('resetEmail')).toBe('a@example.com');
    expect(calls).toEqual([]);
  });

  test('a failure without a message leaves the text to the fallback; a network failure is marked', async () => {
    const first = start({ storedEmail: 'a@example.com' });
    first.actor.send({ type: 'SUBMIT', values: VALUES });
    await first.fail({ status: 500, data: 'Internal Server Error' });
    expect(first.actor.getSnapshot().context.failure).toEqual({ status: 500, message: null, code: null });

    const second = start({ storedEmail: 'a@example.com' });
    second.actor.send({ type: 'SUBMIT', values: VALUES });
    await second.fail({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(second.actor.getSnapshot().context.failure).toEqual({ status: 'network', message: null, code: null });
  });

  test('after a failure the user can submit again, which clears the failure; a later success works', async () => {
    const { actor, requests, fail, succeed } = start({ storedEmail: 'a@example.com' });
    actor.send({ type: 'SUBMIT', values: VALUES });
    await fail({ status: 429, data: { message: 'Too many attempts.' } });
    expect(actor.getSnapshot().context.failure?.code).toBe('RATE_LIMITED');
    actor.send({ type: 'SUBMIT', values: { resetToken: 'tok-456', newPassword: 'another-secret' } });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(requests[1]).toEqual({ email: 'a@example.com', resetToken: 'tok-456', newPassword: 'another-secret' });
    await succeed();
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
  });

  test('SUBMIT is the only event, and nothing is accepted once succeeded', async () => {
    const { actor, succeed } = start({ storedEmail: 'a@example.com' });
    actor.send({ type: 'SUBMIT', values: VALUES });
    await succeed();
    expect(actor.getSnapshot().can({ type: 'SUBMIT', values: VALUES })).toBe(false);
  });
});
