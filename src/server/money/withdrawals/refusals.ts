import { HttpError } from '../../http-error';

/** The answers of a withdrawal request or decision that cannot be made (besides INSUFFICIENT_BALANCE). */
export const withdrawalNotFound = () => new HttpError(404, 'Withdrawal not found.', 'NOT_FOUND');

export const withdrawalNotPending = (status: string) =>
  new HttpError(409, `This withdrawal is already ${status}: only a pending withdrawal can be changed.`, 'WITHDRAWAL_NOT_PENDING');

const WRONG_PASSWORD = 'Your password is not correct.';
// 400, not 401: the session is fine, a form field is wrong; a 401 would read as "signed out".
export const wrongPassword = () => new HttpError(400, WRONG_PASSWORD, 'WRONG_PASSWORD', { password: WRONG_PASSWORD });

export const idempotencyKeyReused = () => new HttpError(409, 'This idempotencyKey was already used for a different withdrawal.', 'IDEMPOTENCY_KEY_REUSED');
