import type { TFunction } from 'i18next';
import { toLanguage } from '../../../shared/format';
import { readFieldMessages } from '../../api/read-answer';
import { readFailure, type ServerFailure } from '../../api/server-failure';
import { EDIT_PROFILE_FIELDS, type EditProfileField } from './profile-schema';

/** Server codes the profile screens can meet, with their Bengali-mode texts (the server speaks English). */
const TRANSLATED_CODES: Record<string, string> = {
  EMAIL_TAKEN: 'profile.serverErrors.emailTaken',
  RATE_LIMITED: 'profile.serverErrors.rateLimited',
  INTERNAL_ERROR: 'profile.serverErrors.internal',
  USER_NOT_FOUND: 'profile.serverErrors.userNotFound',
  VALIDATION_FAILED: 'profile.serverErrors.validation',
  // The email change.
  CURRENT_PASSWORD_REQUIRED: 'profile.security.serverCodes.CURRENT_PASSWORD_REQUIRED',
  CURRENT_PASSWORD_WRONG: 'profile.security.serverCodes.CURRENT_PASSWORD_WRONG',
  OTP_INVALID: 'profile.security.serverCodes.OTP_INVALID',
  OTP_EXPIRED: 'profile.security.serverCodes.OTP_EXPIRED',
  // The phone check.
  PHONE_MISSING: 'profile.phoneCheck.serverCodes.PHONE_MISSING',
  PHONE_NOT_MOBILE: 'profile.phoneCheck.serverCodes.PHONE_NOT_MOBILE',
  PHONE_ALREADY_CHECKED: 'profile.phoneCheck.serverCodes.PHONE_ALREADY_CHECKED',
};

/** A 401 that means the session is gone; a wrong current password is a 401 that does not. */
export const isUnauthorized = (error: unknown): boolean => {
  const { status, code } = readFailure(error);
  return status === 401 && code !== 'CURRENT_PASSWORD_WRONG';
};

/**
 * What to tell the user about a failure, or null when there is nothing specific (the caller's
 * fallback applies): a network failure, else the server's message, translated by code in Bengali mode.
 */
export function failureMessage(failure: ServerFailure, t: TFunction, lng: string | undefined): string | null {
  if (failure.status === 'network') return t('common.networkError');
  const key = failure.code ? TRANSLATED_CODES[failure.code] : undefined;
  if (toLanguage(lng) === 'bn' && key) return t(key);
  return failure.message;
}

/** failureMessage for a failed RTK Query call. */
export const apiErrorText = (error: unknown, t: TFunction, lng: string | undefined): string | null => failureMessage(readFailure(error), t, lng);

/** A refused update's message per form field: 409 EMAIL_TAKEN on email, a 400's `fields` on theirs. */
export function serverFieldErrors(error: unknown, t: TFunction, lng: string | undefined): Partial<Record<EditProfileField, string>> {
  const failure = readFailure(error);
  const result: Partial<Record<EditProfileField, string>> = {};
  if (failure.status === 409 && failure.code === 'EMAIL_TAKEN') result.email = failureMessage(failure, t, lng) ?? t('profile.serverErrors.emailTaken');
  if (failure.status === 400) {
    const fields = readFieldMessages(error);
    for (const field of EDIT_PROFILE_FIELDS) {
      if (fields[field] === undefined) continue;
      result[field] = toLanguage(lng) === 'bn' ? t('profile.serverErrors.fieldInvalid') : fields[field];
    }
  }
  return result;
}
