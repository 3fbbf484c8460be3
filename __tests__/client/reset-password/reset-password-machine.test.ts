import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ResetPasswordRequest } from '../../../src/client/api/auth-api';
import { RESET_REDIRECT_DELAY_MS, resetPasswordMachine, type ResetPasswordInput } from '../../../src/client/features/reset-password/machines/reset-password-machine';

const VALUES = { resetToken: ' tok-123 ', newPassword: 'new-secret-1' };

/** The machine with recorded side effects and a request the test settles by hand. */
function start(input: Partial<ResetPasswordInput> = {}) {
  const calls: string[] = [];
  const requests: ResetPasswordRequest[] = [];
  const codeRequests: { email: string }[] = [];
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
      requestCode: fromPromise<{ message: string }, { email: string }>(
        ({ input: request }) =>
          new Promise((resolve, reject) => {
            codeRequests.push(request);
            settle = { resolve: () => resolve({ message: 'sent' }), reject };
          }),
      ),
    },
    actions: {
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
    codeRequests,
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
    expect(actor.getSnapshot().context).toEqual({ email: 'stored@example.com', resetToken: 'abc', failure: null, request: null, codesSent: 0, emailConfirmed: true });
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

  test('no email anywhere (issue 18): asks for it instead of leaving for /signin; nothing can be submitted yet', () => {
    const { actor, calls } = start({ storedEmail: null, queryEmail: '', queryToken: 'abc' });
    expect(actor.getSnapshot().matches('askingEmail')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'SUBMIT', values: VALUES })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'REQUEST_CODE', email: '  ' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'REQUEST_CODE', email: 'a@example.com' })).toBe(true);
  });
});

describe('reset password machine: asking for a code (issue 18)', () => {
  test('without an email: the typed email gets a code, is stored like the dialog does, and the reset form follows', async () => {
    const { actor, codeRequests, succeed } = start();
    actor.send({ type: 'REQUEST_CODE', email: ' karim@example.com ' });
    expect(actor.getSnapshot().matches('requesting')).toBe(true);
    expect(codeRequests).toEqual([{ email: 'karim@example.com' }]);
    await succeed();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ email: 'karim@example.com', request: { status: 'sent' }, codesSent: 1, emailConfirmed: true });
    expect(localStorage.getItem('resetEmail')).toBe('karim@example.com');
  });

  test('a failed first request goes back to the email form with the failure and the email kept', async () => {
    const { actor, fail } = start();
    actor.send({ type: 'REQUEST_CODE', email: 'karim@example.com' });
    await fail({ status: 429, data: { message: 'Too many attempts.', code: 'RATE_LIMITED' } });
    expect(actor.getSnapshot().matches('askingEmail')).toBe(true);
    expect(actor.getSnapshot().context.request).toEqual({ status: 'failed', failure: { status: 429, message: 'Too many attempts.', code: 'RATE_LIMITED' } });
    expect(actor.getSnapshot().context.email).toBe('karim@example.com');
    expect(localStorage.getItem('resetEmail')).toBeNull();
  });

  test('with an email but no code: a new code for that email; the old link token is dropped; a failure stays on the reset form', async () => {
    const { actor, codeRequests, succeed, fail } = start({ queryEmail: 'karim@example.com', queryToken: 'old-token' });
    actor.send({ type: 'REQUEST_CODE' });
    expect(codeRequests).toEqual([{ email: 'karim@example.com' }]);
    await succeed();
    expect(actor.getSnapshot().context).toMatchObject({ resetToken: '', codesSent: 1 });
    actor.send({ type: 'REQUEST_CODE' });
    await fail({ status: 'FETCH_ERROR', error: 'offline' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.request).toEqual({ status: 'failed', failure: { status: 'network', message: null, code: null } });
  });

  test('CHANGE_EMAIL goes back to the email form; after a failed reset a new code can be asked for too', async () => {
    const { actor, fail } = start({ storedEmail: 'a@example.com' });
    actor.send({ type: 'SUBMIT', values: VALUES });
    await fail({ status: 400, data: { message: 'This reset code is not valid or has expired.', code: 'RESET_CODE_EXPIRED' } });
    expect(actor.getSnapshot().can({ type: 'REQUEST_CODE' })).toBe(true);
    actor.send({ type: 'CHANGE_EMAIL' });
    expect(actor.getSnapshot().matches('askingEmail')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
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
