import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { SignUpRequest, VerifyOtpRequest } from '../../../src/client/api/auth-api';
import { RESEND_COOLDOWN_MS, signUpMachine, type SignUpInput } from '../../../src/client/features/sign-up/machines/sign-up-machine';

const DETAILS: SignUpRequest = { customId: 'iv123', fullname: 'Karim Rahman', email: 'karim@example.com', password: 'longenough', language: 'en' };
const OK = { message: 'ok' };
const rateLimited = { status: 429, data: { message: 'Too many attempts. Please wait 15 minutes and try again.', code: 'RATE_LIMITED' } };

interface Calls {
  signUp: SignUpRequest[];
  verifyOtp: VerifyOtpRequest[];
  resendOtp: { email: string }[];
}

/** A promise the test settles by hand, so it can look at the machine while a call is pending. */
function deferred() {
  let resolve!: (value: typeof OK) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<typeof OK>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Answer = () => Promise<typeof OK>;

function start(input: Partial<SignUpInput> = {}, answers: Partial<Record<keyof Calls, Answer>> = {}) {
  const calls: Calls = { signUp: [], verifyOtp: [], resendOtp: [] };
  const machine = signUpMachine.provide({
    actors: {
      signUp: fromPromise(async ({ input: request }: { input: SignUpRequest }) => {
        calls.signUp.push(request);
        return (answers.signUp ?? (async () => OK))();
      }),
      verifyOtp: fromPromise(async ({ input: request }: { input: VerifyOtpRequest }) => {
        calls.verifyOtp.push(request);
        return (answers.verifyOtp ?? (async () => OK))();
      }),
      resendOtp: fromPromise(async ({ input: request }: { input: { email: string } }) => {
        calls.resendOtp.push(request);
        return (answers.resendOtp ?? (async () => OK))();
      }),
    },
  });
  const actor = createActor(machine, { input: { storedEmail: null, storedStep: null, atCodeEntry: false, ...input } }).start();
  return { actor, calls };
}

type Actor = ActorRefFrom<typeof signUpMachine>;
const settled = (actor: Actor) => waitFor(actor, (s) => !s.matches('submitting') && !s.matches({ code: 'verifying' }) && !s.matches({ code: 'resending' }));

const stored = () => ({ email: localStorage.getItem('signUpEmail'), step: localStorage.getItem('signUpStep') });

beforeEach(() => localStorage.clear());

/** Moves the clock the machine reads past `ms` (the resend cooldown counts from Date.now()). */
let clockOffset = 0;
const realNow = Date.now.bind(Date);
beforeEach(() => {
  clockOffset = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clockOffset);
});
afterEach(() => jest.restoreAllMocks());
const advanceClock = (ms: number) => void (clockOffset += ms);
const passCooldown = () => advanceClock(RESEND_COOLDOWN_MS);

describe('sign-up machine: start and resume', () => {
  test('with nothing stored it starts at the details', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('details')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ email: null, phone: null, resumeAt: 'details', notice: null, resendAvailableAt: 0 });
  });

  test('a stored phone step resumes at the phone step with the stored email', () => {
    const { actor } = start({ storedEmail: 'karim@example.com', storedStep: 'phone' });
    expect(actor.getSnapshot().matches('phone')).toBe(true);
    expect(actor.getSnapshot().context.email).toBe('karim@example.com');
  });

  test('a stored code step resumes at code entry', () => {
    const { actor } = start({ storedEmail: 'karim@example.com', storedStep: 'code' });
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
  });

  test('a stored step without a stored email has nothing to resume', () => {
    expect(start({ storedStep: 'code' }).actor.getSnapshot().matches('details')).toBe(true);
    expect(start({ storedStep: 'phone', storedEmail: '  ' }).actor.getSnapshot().matches('details')).toBe(true);
  });

  test('an unknown stored step starts at the details', () => {
    expect(start({ storedEmail: 'karim@example.com', storedStep: 'done' }).actor.getSnapshot().matches('details')).toBe(true);
  });

  test('opening a code-entry URL starts at code entry, with or without a stored email', () => {
    const withEmail = start({ storedEmail: 'karim@example.com', atCodeEntry: true }).actor.getSnapshot();
    expect(withEmail.matches({ code: 'idle' })).toBe(true);
    expect(withEmail.context.email).toBe('karim@example.com');
    const without = start({ atCodeEntry: true }).actor.getSnapshot();
    expect(without.matches({ code: 'idle' })).toBe(true);
    expect(without.context.email).toBeNull();
  });
});

describe('sign-up machine: details', () => {
  test('submitting calls sign-up with the details, then moves to the phone step and stores the progress', async () => {
    const call = deferred();
    const { actor, calls } = start({}, { signUp: () => call.promise });
    actor.send({ type: 'SUBMIT_DETAILS', details: DETAILS });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(calls.signUp).toEqual([DETAILS]);
    // Nothing is stored before the server has accepted the address.
    expect(stored()).toEqual({ email: null, step: null });
    call.resolve(OK);
    await settled(actor);
    expect(actor.getSnapshot().matches('phone')).toBe(true);
    expect(actor.getSnapshot().context.email).toBe('karim@example.com');
    expect(stored()).toEqual({ email: 'karim@example.com', step: 'phone' });
  });

  test('a refused sign-up goes back to the details with the failure, and stores nothing', async () => {
    const { actor } = start({}, { signUp: () => Promise.reject({ status: 400, data: { message: 'Invalid request', code: 'VALIDATION_FAILED' } }) });
    actor.send({ type: 'SUBMIT_DETAILS', details: DETAILS });
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('details')).toBe(true);
    expect(snapshot.context.email).toBeNull();
    expect(snapshot.context.notice).toEqual({ kind: 'signUpFailed', failure: { status: 400, message: 'Invalid request', code: 'VALIDATION_FAILED' } });
    expect(stored()).toEqual({ email: null, step: null });
  });

  test('a network failure is recorded as such; a new submit clears the old failure', async () => {
    let fail = true;
    const { actor, calls } = start({}, { signUp: async () => (fail ? Promise.reject({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }) : OK) });
    actor.send({ type: 'SUBMIT_DETAILS', details: DETAILS });
    await settled(actor);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'signUpFailed', failure: { status: 'network', message: null, code: null } });
    fail = false;
    actor.send({ type: 'SUBMIT_DETAILS', details: DETAILS });
    expect(actor.getSnapshot().context.notice).toBeNull();
    await settled(actor);
    expect(actor.getSnapshot().matches('phone')).toBe(true);
    expect(calls.signUp).toHaveLength(2);
  });

  test('a 429 without a code counts as a rate limit', async () => {
    const { actor } = start({}, { signUp: () => Promise.reject({ status: 429, data: 'Too Many Requests' }) });
    actor.send({ type: 'SUBMIT_DETAILS', details: DETAILS });
    await settled(actor);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'signUpFailed', failure: { status: 429, message: null, code: 'RATE_LIMITED' } });
  });

  test("the details step ignores the later steps' events", () => {
    const { actor, calls } = start();
    for (const event of [{ type: 'CONTINUE', phone: '+8801712345678' }, { type: 'SUBMIT_CODE', otp: '123456' }, { type: 'RESEND' }, { type: 'BACK' }] as const) {
      expect(actor.getSnapshot().can(event)).toBe(false);
      actor.send(event);
    }
    expect(actor.getSnapshot().matches('details')).toBe(true);
    expect(calls).toEqual({ signUp: [], verifyOtp: [], resendOtp: [] });
  });
});

describe('sign-up machine: phone', () => {
  test('Continue keeps the phone, moves to code entry without a call and stores the step', () => {
    const { actor, calls } = start({ storedEmail: 'karim@example.com', storedStep: 'phone' });
    actor.send({ type: 'CONTINUE', phone: '+8801712345678' });
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.phone).toBe('+8801712345678');
    expect(calls).toEqual({ signUp: [], verifyOtp: [], resendOtp: [] });
    expect(stored()).toEqual({ email: 'karim@example.com', step: 'code' });
  });

  test('Continue without a phone keeps null', () => {
    const { actor } = start({ storedEmail: 'karim@example.com', storedStep: 'phone' });
    actor.send({ type: 'CONTINUE', phone: null });
    expect(actor.getSnapshot().context.phone).toBeNull();
  });

  test('opening code entry from the phone step (browser Forward) moves there', () => {
    const { actor } = start({ storedEmail: 'karim@example.com', storedStep: 'phone' });
    actor.send({ type: 'OPEN_CODE_ENTRY' });
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    expect(stored().step).toBe('code');
  });
});

describe('sign-up machine: code entry', () => {
  async function atCode(answers: Partial<Record<keyof Calls, Answer>> = {}, phone: string | null = '+8801712345678') {
    const run = start({ storedEmail: 'karim@example.com', storedStep: 'phone' }, answers);
    run.actor.send({ type: 'CONTINUE', phone });
    return run;
  }

  test('a complete code is verified with the email, the code and the phone; success forgets the progress and ends', async () => {
    const call = deferred();
    const { actor, calls } = await atCode({ verifyOtp: () => call.promise });
    actor.send({ type: 'SUBMIT_CODE', otp: '123456' });
    expect(actor.getSnapshot().matches({ code: 'verifying' })).toBe(true);
    expect(calls.verifyOtp).toEqual([{ email: 'karim@example.com', otp: '123456', phone: '+8801712345678' }]);
    call.resolve(OK);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().matches('verified')).toBe(true);
    expect(stored()).toEqual({ email: null, step: null });
  });

  test('after a reload the phone is unknown and verify sends null', async () => {
    const { actor, calls } = start({ storedEmail: 'karim@example.com', storedStep: 'code' });
    actor.send({ type: 'SUBMIT_CODE', otp: '654321' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.verifyOtp).toEqual([{ email: 'karim@example.com', otp: '654321', phone: null }]);
  });

  test.each(['', '12345', '1234567', '12 456', '১২৩৪৫৬', 'abcdef'])('an incomplete or malformed code %p is ignored', async (otp) => {
    const { actor, calls } = await atCode();
    expect(actor.getSnapshot().can({ type: 'SUBMIT_CODE', otp })).toBe(false);
    actor.send({ type: 'SUBMIT_CODE', otp });
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    expect(calls.verifyOtp).toEqual([]);
  });

  test('without an email a complete code is not sent and the screen is told why', () => {
    const { actor, calls } = start({ atCodeEntry: true });
    actor.send({ type: 'SUBMIT_CODE', otp: '123456' });
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'noEmail' });
    expect(calls.verifyOtp).toEqual([]);
  });

  test('a refused code goes back to code entry with the failure and keeps the progress', async () => {
    const { actor } = await atCode({
      verifyOtp: () => Promise.reject({ status: 400, data: { message: 'That code is not correct. You have 4 tries left.', code: 'OTP_INVALID' } }),
    });
    actor.send({ type: 'SUBMIT_CODE', otp: '000000' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'verifyFailed',
      failure: { status: 400, message: 'That code is not correct. You have 4 tries left.', code: 'OTP_INVALID' },
    });
    expect(stored()).toEqual({ email: 'karim@example.com', step: 'code' });
  });

  test('resend calls resend-otp with the email and reports the new code', async () => {
    const call = deferred();
    const { actor, calls } = await atCode({ resendOtp: () => call.promise });
    passCooldown();
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().matches({ code: 'resending' })).toBe(true);
    // One at a time: no verify and no second resend while the first is under way.
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'SUBMIT_CODE', otp: '123456' })).toBe(false);
    call.resolve(OK);
    await settled(actor);
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'resent' });
    expect(calls.resendOtp).toEqual([{ email: 'karim@example.com' }]);
  });

  test('a refused resend keeps code entry and the server failure', async () => {
    const { actor } = await atCode({ resendOtp: () => Promise.reject(rateLimited) });
    passCooldown();
    actor.send({ type: 'RESEND' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'resendFailed',
      failure: { status: 429, message: 'Too many attempts. Please wait 15 minutes and try again.', code: 'RATE_LIMITED' },
    });
  });

  test('issue 18: no resend for a minute after the code was sent (reaching code entry, then each resend)', async () => {
    const { actor, calls } = await atCode();
    expect(actor.getSnapshot().context.resendAvailableAt - Date.now()).toBeGreaterThan(RESEND_COOLDOWN_MS - 100);
    expect(actor.getSnapshot().context.resendAvailableAt - Date.now()).toBeLessThanOrEqual(RESEND_COOLDOWN_MS);
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(calls.resendOtp).toEqual([]);
    advanceClock(RESEND_COOLDOWN_MS - 1000);
    actor.send({ type: 'RESEND' });
    expect(calls.resendOtp).toEqual([]);
    advanceClock(1000);
    actor.send({ type: 'RESEND' });
    await settled(actor);
    expect(calls.resendOtp).toHaveLength(1);
    expect(actor.getSnapshot().context.resendAvailableAt - Date.now()).toBeGreaterThan(RESEND_COOLDOWN_MS - 100);
    expect(actor.getSnapshot().context.resendAvailableAt - Date.now()).toBeLessThanOrEqual(RESEND_COOLDOWN_MS);
    actor.send({ type: 'RESEND' });
    expect(calls.resendOtp).toHaveLength(1);
  });

  test('resend without an email makes no call and says the email is missing', () => {
    const { actor, calls } = start({ atCodeEntry: true });
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'noEmail' });
    expect(calls.resendOtp).toEqual([]);
  });

  test('a new verify attempt clears the previous message', async () => {
    const { actor } = await atCode({ resendOtp: async () => OK, verifyOtp: () => new Promise(() => undefined) });
    passCooldown();
    actor.send({ type: 'RESEND' });
    await settled(actor);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'resent' });
    actor.send({ type: 'SUBMIT_CODE', otp: '123456' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  test('BACK returns to the phone step (the phone is kept) and stores that step', async () => {
    const { actor } = await atCode();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('phone')).toBe(true);
    expect(actor.getSnapshot().context.phone).toBe('+8801712345678');
    expect(stored()).toEqual({ email: 'karim@example.com', step: 'phone' });
  });

  test('BACK without an email goes to the details', () => {
    const { actor } = start({ atCodeEntry: true });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('details')).toBe(true);
  });

  test('BACK while a verify call is under way drops its answer', async () => {
    const call = deferred();
    const { actor } = await atCode({ verifyOtp: () => call.promise });
    actor.send({ type: 'SUBMIT_CODE', otp: '123456' });
    actor.send({ type: 'BACK' });
    call.resolve(OK);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('phone')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });

  test('START_OVER forgets everything and returns to the details', async () => {
    const { actor } = await atCode();
    actor.send({ type: 'START_OVER' });
    expect(actor.getSnapshot().matches('details')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ email: null, phone: null, notice: null });
    expect(stored()).toEqual({ email: null, step: null });
  });

  test('START_OVER also works from the phone step', () => {
    const { actor } = start({ storedEmail: 'karim@example.com', storedStep: 'phone' });
    actor.send({ type: 'START_OVER' });
    expect(actor.getSnapshot().matches('details')).toBe(true);
    expect(stored()).toEqual({ email: null, step: null });
  });

  test('the details can open code entry too (the URL decides), without an email to verify', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN_CODE_ENTRY' });
    expect(actor.getSnapshot().matches({ code: 'idle' })).toBe(true);
    expect(stored()).toEqual({ email: null, step: null });
  });
});

describe("sign-up machine: the calls are the screen's", () => {
  test('without provided calls a submit fails instead of hanging', async () => {
    const actor = createActor(signUpMachine, { input: { storedEmail: null, storedStep: null, atCodeEntry: false } }).start();
    actor.send({ type: 'SUBMIT_DETAILS', details: DETAILS });
    await waitFor(actor, (s) => s.matches('details'));
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'signUpFailed', failure: { status: null, message: null, code: null } });
  });
});
