import { createActor, fromPromise } from 'xstate';
import { emailChangeMachine } from '../../../src/client/features/profile/machines/email-change-machine';
import type { EmailChangeRequest } from '../../../src/client/features/profile/api';
import type { UpdateProfileResponse } from '../../../src/shared/account-security';
import type { UserDto } from '../../../src/shared/api-types';

const REQUEST: EmailChangeRequest = { fullname: 'Rahim Uddin', email: 'new@example.com', phone: '', nid: '', currentPassword: 'secret password' };
const USER = { _id: 'u1', email: 'old@example.com' } as UserDto;

/** Answers are queued per request kind; each call takes the next one (an Error rejects). */
function start(answers: { save?: unknown[]; confirm?: unknown[]; cancel?: unknown[] } = {}) {
  const calls: string[] = [];
  const failures: unknown[] = [];
  const seen = { saves: [] as EmailChangeRequest[], codes: [] as string[] };
  const next = (list: unknown[] | undefined) => {
    const answer = list?.shift();
    return answer instanceof Error || (answer && typeof answer === 'object' && 'status' in answer) ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const machine = emailChangeMachine.provide({
    actors: {
      requestChange: fromPromise<UpdateProfileResponse, EmailChangeRequest>(({ input }) => {
        seen.saves.push(input);
        return next(answers.save) as Promise<UpdateProfileResponse>;
      }),
      confirmChange: fromPromise<UserDto, { code: string }>(({ input }) => {
        seen.codes.push(input.code);
        return next(answers.confirm) as Promise<UserDto>;
      }),
      cancelChange: fromPromise(() => {
        calls.push('cancel');
        return next(answers.cancel) as Promise<{ message: string }>;
      }),
    },
    actions: {
      notifyChanged: () => void calls.push('notifyChanged'),
      notifyFailure: (_, params) => void failures.push(params.failure),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, failures, seen };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const pending = { user: USER, emailChange: { pendingEmail: 'new@example.com' } };
const wrongCode = { status: 400, data: { message: 'That code is not correct. You have 4 tries left.', code: 'OTP_INVALID' } };
const spentCode = { status: 400, data: { message: 'This code has expired.', code: 'OTP_EXPIRED' } };

describe('email change machine', () => {
  test('edit → code → done: saves with the password, confirms the code, then tells the user', async () => {
    const { actor, calls, seen } = start({ save: [pending], confirm: [USER] });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CONFIRM', code: '123456' })).toBe(false);
    actor.send({ type: 'SUBMIT', request: REQUEST });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    await flush();
    expect(actor.getSnapshot().matches('code')).toBe(true);
    expect(actor.getSnapshot().context.pendingEmail).toBe('new@example.com');
    expect(seen.saves).toEqual([REQUEST]);

    actor.send({ type: 'CONFIRM', code: '123456' });
    await flush();
    expect(seen.codes).toEqual(['123456']);
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual(['notifyChanged']);
  });

  test('a refused save (wrong password) goes back to editing with the failure', async () => {
    const refusal = { status: 401, data: { message: 'The current password is not correct.', code: 'CURRENT_PASSWORD_WRONG' } };
    const { actor, failures } = start({ save: [refusal, pending] });
    actor.send({ type: 'SUBMIT', request: REQUEST });
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 401, code: 'CURRENT_PASSWORD_WRONG' });
    expect(failures).toHaveLength(1);
    actor.send({ type: 'SUBMIT', request: { ...REQUEST, currentPassword: 'right one' } });
    await flush();
    expect(actor.getSnapshot().matches('code')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  test('a wrong code stays on the code step; a spent code leads to failed, and "send a new code" saves again', async () => {
    const { actor, seen, failures } = start({ save: [pending, pending], confirm: [wrongCode, spentCode, USER] });
    actor.send({ type: 'SUBMIT', request: REQUEST });
    await flush();
    actor.send({ type: 'CONFIRM', code: '111111' });
    await flush();
    expect(actor.getSnapshot().matches('code')).toBe(true);
    expect(actor.getSnapshot().context.failure?.code).toBe('OTP_INVALID');
    expect(failures).toHaveLength(1);

    actor.send({ type: 'CONFIRM', code: '222222' });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CONFIRM', code: '333333' })).toBe(false);

    actor.send({ type: 'RESEND' });
    await flush();
    expect(seen.saves).toEqual([REQUEST, REQUEST]);
    expect(actor.getSnapshot().matches('code')).toBe(true);
    actor.send({ type: 'CONFIRM', code: '333333' });
    await flush();
    expect(actor.getSnapshot().matches('done')).toBe(true);
  });

  test('cancel asks the server to drop the pending change and ends, even when that call fails', async () => {
    for (const cancelAnswer of [{ message: 'ok' }, new Error('offline')]) {
      const { actor, calls } = start({ save: [pending], cancel: [cancelAnswer] });
      actor.send({ type: 'SUBMIT', request: REQUEST });
      await flush();
      actor.send({ type: 'CANCEL' });
      await flush();
      expect(calls).toEqual(['cancel']);
      expect(actor.getSnapshot().matches('cancelled')).toBe(true);
      expect(actor.getSnapshot().status).toBe('done');
    }
  });
});
