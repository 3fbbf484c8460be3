import type { FastifyInstance, InjectOptions } from 'fastify';

let counter = 0;

/** A fresh address per test, so per-email limits and mails of one test never reach another. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

let ipCounter = 0;

/** A fresh client address, so per-IP limits of one test never reach another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.${1 + (process.pid % 250)}`;
}

/** app.inject from one client address with an optional bearer token. */
export function client(app: FastifyInstance, remoteAddress = uniqueIp()) {
  const call = (method: InjectOptions['method'], url: string, payload?: object, token?: string) =>
    app.inject({ method, url, payload, remoteAddress, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    post: (url: string, payload: object = {}, token?: string) => call('POST', url, payload, token),
    put: (url: string, payload: object, token?: string) => call('PUT', url, payload, token),
    get: (url: string, token?: string) => call('GET', url, undefined, token),
    delete: (url: string, token?: string) => call('DELETE', url, undefined, token),
  };
}

/** A code that is certainly not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export const MESSAGES = {
  signedUp: { message: 'We sent a 6-digit code to your email. Enter it to finish signing up.' },
  verified: { message: 'Your email is verified. You can sign in now.' },
  codeResent: { message: 'A new verification code has been sent.' },
  resetSent: { message: 'If an account exists for this email, we have sent a password reset link.' },
  passwordChanged: { message: 'Your password has been changed. Please sign in.' },
  loggedOut: { message: 'Logged out successfully' },
  invalidCredentials: { message: 'Email or password is not correct.', code: 'INVALID_CREDENTIALS' },
  codeExpired: { message: 'This code has expired. Ask for a new code.', code: 'OTP_EXPIRED' },
  resetInvalid: { message: 'This reset link is not valid or has expired. Please ask for a new one.', code: 'RESET_TOKEN_INVALID' },
  sessionExpired: { message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' },
  unauthenticated: { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' },
  forbidden: { message: 'Only administrators can do this.', code: 'FORBIDDEN' },
  deactivated: { message: 'This account has been deactivated. Please contact support.', code: 'ACCOUNT_DEACTIVATED' },
  notVerified: { message: 'Please verify your email first. We sent you a new code.', code: 'EMAIL_NOT_VERIFIED' },
} as const;

export function wrongCode(triesLeft: number) {
  return { message: `That code is not correct. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`, code: 'OTP_INVALID' };
}

/** The rate-limit plugin's answer; the wait it names depends on the clock. */
export const RATE_LIMITED = {
  message: expect.stringMatching(/^Too many attempts\. Please wait \d+ (second|seconds|minute|minutes) and try again\.$/),
  code: 'RATE_LIMITED',
};
