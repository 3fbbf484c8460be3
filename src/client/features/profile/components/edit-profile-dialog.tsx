import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../../shared/api-types';
import { failureMessage } from '../api-error';
import { editProfileFormSchema, editProfileSchema, EDIT_PROFILE_FIELDS, normalEmail, type EditProfileField, type EditProfileFormValues } from '../profile-schema';
import { useEmailChange } from '../use-email-change';
import { useSaveProfile } from '../use-save-profile';
import { CURRENT_PASSWORD_ID, CurrentPasswordField } from './current-password-field';
import { EMAIL_CHANGE_TITLE_ID, EmailChangeStep } from './email-change-step';
import { ProfileFormFields, fieldId } from './profile-form-fields';

const TITLE_ID = 'edit-profile-title';
const DONE_TITLE_ID = 'email-change-done-title';

/** A server refusal stays on its field until the user changes that value. */
type ServerErrors = Partial<Record<EditProfileField | 'currentPassword', { value: string; message: string }>>;

const valuesOf = (user: UserDto): EditProfileFormValues => ({
  fullname: user.fullname,
  email: user.email,
  phone: user.phone ?? '',
  nid: user.nid ?? '',
  currentPassword: '',
});

/**
 * Edit Profile (spec section 2): mounted only while open, so it starts from the current profile each
 * time. The other fields save at once (useSaveProfile); a new email goes through the email change
 * machine: the current password, then the code mailed to the new address.
 */
export function EditProfileDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { save, isSaving } = useSaveProfile();
  const [change, send] = useEmailChange();
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const schema = useMemo(() => editProfileFormSchema(user.email), [user.email]);
  const formik = useFormik({
    initialValues: valuesOf(user),
    validationSchema: schema,
    async onSubmit({ currentPassword, ...values }) {
      if (normalEmail(values.email) !== normalEmail(user.email)) {
        send({ type: 'SUBMIT', request: { ...editProfileSchema.cast(values), currentPassword } });
        return;
      }
      const outcome = await save(values);
      if (outcome.saved) return onClose();
      const refused = EDIT_PROFILE_FIELDS.filter((field) => outcome.fieldErrors[field]);
      setServerErrors(Object.fromEntries(refused.map((field) => [field, { value: values[field], message: outcome.fieldErrors[field]! }])));
      if (refused[0]) document.getElementById(fieldId(refused[0]))?.focus();
    },
  });
  const emailDiffers = normalEmail(formik.values.email) !== normalEmail(user.email);

  // A refused email change lands back on the form: the password or the email carries the reason.
  const { failure } = change.context;
  useEffect(() => {
    if (!change.matches('editing') || !failure) return;
    const message = failureMessage(failure, t, i18n.language) ?? t('profile.somethingWrong');
    if (failure.code === 'CURRENT_PASSWORD_REQUIRED' || failure.code === 'CURRENT_PASSWORD_WRONG') {
      setServerErrors({ currentPassword: { value: formik.values.currentPassword, message } });
      document.getElementById(CURRENT_PASSWORD_ID)?.focus();
    } else if (failure.code === 'EMAIL_TAKEN') {
      setServerErrors({ email: { value: formik.values.email, message } });
      document.getElementById(fieldId('email'))?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new failure is shown; later typing is compared in serverError
  }, [failure]);

  useEffect(() => {
    if (change.matches('cancelled')) onClose();
  }, [change, onClose]);

  const serverError = (field: EditProfileField | 'currentPassword') => {
    const refused = serverErrors[field];
    return refused && refused.value === formik.values[field] ? refused.message : undefined;
  };

  const pendingEmail = change.context.pendingEmail;
  const inCodeStep = change.matches('code') || change.matches('confirming') || change.matches('failed') || (change.matches('saving') && pendingEmail !== null);
  const done = change.matches('done');
  const titleId = done ? DONE_TITLE_ID : inCodeStep ? EMAIL_CHANGE_TITLE_ID : TITLE_ID;

  let content;
  if (done) {
    content = (
      <>
        <DialogTitle id={DONE_TITLE_ID}>{t('profile.security.emailChange.doneTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{t('profile.security.emailChange.done', { email: pendingEmail })}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button variant="contained" onClick={onClose} autoFocus>
            {t('profile.security.emailChange.close')}
          </Button>
        </DialogActions>
      </>
    );
  } else if (inCodeStep && pendingEmail) {
    content = (
      <EmailChangeStep
        pendingEmail={pendingEmail}
        step={change.matches('confirming') ? 'confirming' : change.matches('failed') ? 'failed' : change.matches('saving') ? 'saving' : 'code'}
        failure={change.context.failure}
        onConfirm={(code) => send({ type: 'CONFIRM', code })}
        onResend={() => send({ type: 'RESEND' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    );
  } else {
    const busy = isSaving || change.matches('saving');
    content = (
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={TITLE_ID}>{t('profile.edit.title')}</DialogTitle>
        <DialogContent>
          <ProfileFormFields formik={formik} serverError={serverError} />
          {emailDiffers && <CurrentPasswordField formik={formik} serverError={serverError('currentPassword')} />}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose}>{t('profile.edit.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('profile.edit.saving') : t('profile.edit.save')}
          </Button>
        </DialogActions>
      </form>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // Nearly the whole width on a phone (390 px), a comfortable column on a desktop.
      sx={{ '& .MuiDialog-paper': { mx: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: '100%' } } }}
    >
      {content}
    </Dialog>
  );
}
