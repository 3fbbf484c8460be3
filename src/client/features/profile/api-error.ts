import type { TFunction } from 'i18next';
import type { ApiError } from '../../../shared/api-types';
import { toLanguage } from '../../../shared/format';
import { EDIT_PROFILE_FIELDS, type EditProfileField } from './profile-schema';

/** Server codes the profile screens can meet, with their Bengali-mode texts (the server speaks English). */
const TRANSLATED_CODES: Record<string, string> = {
  EMAIL_TAKEN: 'profile.serverErrors.emailTaken',
  RATE_LIMITED: 'profile.serverErrors.rateLimited',
  INTERNAL_ERROR: 'profile.serverErrors.internal',
  USER_NOT_FOUND: 'profile.serverErrors.userNotFound',
  VALIDATION_FAILED: 'profile.serverErrors.validation',
};

interface FailedCall {
  status?: number | string;
  data?: Partial<ApiError>;
}

const asFailedCall = (error: unknown): FailedCall => (error && typeof error === 'object' ? (error as FailedCall) : {});

export const isUnauthorized = (error: unknown): boolean => asFailedCall(error).status === 401;

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
