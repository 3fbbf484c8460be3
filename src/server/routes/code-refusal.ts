import { HttpError } from '../http-error';
import type { CodeCheck } from '../services/email-codes';

/** The answer to a 6-digit code that did not work: spent (ask for a new one) or wrong (with the tries left). */
export function codeRefusal(check: Exclude<CodeCheck, { status: 'valid' }>, askAgain: string): HttpError {
  if (check.status === 'expired') return new HttpError(400, `This code has expired. ${askAgain}`, 'OTP_EXPIRED');
  const tries = `${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'}`;
  return new HttpError(400, `That code is not correct. You have ${tries} left.`, 'OTP_INVALID');
}
