import type { TFunction } from 'i18next';
import type { ApiError } from '../../../shared/api-types';
import { toLanguage } from '../../../shared/format';
import type { ServerFailure } from '../../api/server-failure';
import { EDIT_PROFILE_FIELDS, type EditProfileField } from './profile-schema';

/** Server codes the profile screens can meet, with their Bengali-mode texts (the server speaks English). */
const TRANSLATED_CODES: Record<string, string> = {
  EMAIL_TAKEN: 'profile.serverErrors.emailTaken',
  RATE_LIMITED: 'profile.serverErrors.rateLimited',
  INTERNAL_ERROR: 'profile.serverErrors.internal',
  USER_NOT_FOUND: 'profile.serverErrors.userNotFound',
  VALIDATION_FAILED: 'profile.serverErrors.validation',
  // Issue 14: the email change.
  CURRENT_PASSWORD_REQUIRED: 'profile.security.serverCodes.CURRENT_PASSWORD_REQUIRED',
  CURRENT_PASSWORD_WRONG: 'profile.security.serverCodes.CURRENT_PASSWORD_WRONG',
  OTP_INVALID: 'profile.security.serverCodes.OTP_INVALID',
  OTP_EXPIRED: 'profile.security.serverCodes.OTP_EXPIRED',
};

interface FailedCall {
  status?: number | string;
  data?: Partial<ApiError>;
}

const asFailedCall = (error: unknown): FailedCall => (error && typeof error === 'object' ? (error as FailedCall) : {});

/** A 401 that means the session is gone; a wrong current password (issue 14) is a 401 that does not. */
export const isUnauthorized = (error: unknown): boolean => {
  const { status, data } = asFailedCall(error);
  return status === 401 && data?.code !== 'CURRENT_PASSWORD_WRONG';
};

/**
 * What to tell the user about a failed call, or null when there is nothing specific (the caller's
 * fallback applies): a network failure, else the server's message, translated by code in Bengali mode.
 */
export function apiErrorText(error: unknown, t: TFunction, lng: string | undefined): string | null {
  const { status, data } = asFailedCall(error);
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return t('common.networkError');
  const code = typeof data?.code === 'string' ? data.code : undefined;
  if (toLanguage(lng) === 'bn' && code && TRANSLATED_CODES[code]) return t(TRANSLATED_CODES[code]);
  return typeof data?.message === 'string' && data.message ? data.message : null;
}

/** A refused update's message per form field: 409 EMAIL_TAKEN on email, a 400's `fields` on theirs. */
export function serverFieldErrors(error: unknown, t: TFunction, lng: string | undefined): Partial<Record<EditProfileField, string>> {
  const { status, data } = asFailedCall(error);
  const result: Partial<Record<EditProfileField, string>> = {};
  if (status === 409 && data?.code === 'EMAIL_TAKEN') result.email = apiErrorText(error, t, lng) ?? t('profile.serverErrors.emailTaken');
  if (status === 400 && data?.fields && typeof data.fields === 'object') {
    for (const field of EDIT_PROFILE_FIELDS) {
      const message = data.fields[field];
      if (typeof message !== 'string') continue;
      result[field] = toLanguage(lng) === 'bn' ? t('profile.serverErrors.fieldInvalid') : message;
    }
  }
  return result;
}

/** apiErrorText for a failure a machine kept as plain data (server-failure.ts). */
export function failureMessage(failure: ServerFailure, t: TFunction, lng: string | undefined): string | null {
  const status = failure.status === 'network' ? 'FETCH_ERROR' : (failure.status ?? undefined);
  return apiErrorText({ status, data: { message: failure.message ?? undefined, code: failure.code ?? undefined } }, t, lng);
}
