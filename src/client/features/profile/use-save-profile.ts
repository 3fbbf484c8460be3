import { useTranslation } from 'react-i18next';
import { useUpdateMeMutation } from '../../api/auth-api';
import { useSnackbar } from '../../components/toast-provider';
import { apiErrorText, isUnauthorized, serverFieldErrors } from './api-error';
import { editProfileSchema, type EditProfileField, type EditProfileValues } from './profile-schema';
import { PROFILE_SUCCESS_TOAST, PROFILE_ERROR_TOAST } from './toasts';
import { useEndSession } from './use-end-session';

export type SaveOutcome = { saved: true } | { saved: false; fieldErrors: Partial<Record<EditProfileField, string>> };

/**
 * PUT /api/auth/update (spec sections 2 and 8). The shown profile refreshes through the 'Me' tag
 * the mutation invalidates; a refused save reports per-field messages so the form can show them.
 */
export function useSaveProfile() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { endSession, hasToken } = useEndSession();
  const [updateMe, { isLoading }] = useUpdateMeMutation();

  async function save(values: EditProfileValues): Promise<SaveOutcome> {
    if (!hasToken()) {
      endSession(t('profile.edit.authRequired'));
      return { saved: false, fieldErrors: {} };
    }
    try {
      await updateMe(editProfileSchema.cast(values)).unwrap();
      enqueueSnackbar(t('profile.edit.success'), PROFILE_SUCCESS_TOAST);
      return { saved: true };
    } catch (error) {
      if (isUnauthorized(error)) {
        endSession(t('profile.sessionExpired'));
        return { saved: false, fieldErrors: {} };
      }
      const message = apiErrorText(error, t, i18n.language) ?? t('profile.somethingWrong');
      enqueueSnackbar(t('profile.edit.failed', { message }), PROFILE_ERROR_TOAST);
      return { saved: false, fieldErrors: serverFieldErrors(error, t, i18n.language) };
    }
  }

  return { save, isSaving: isLoading };
}
