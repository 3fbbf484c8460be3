import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../../shared/api-types';
import { editProfileSchema, EDIT_PROFILE_FIELDS, type EditProfileField, type EditProfileValues } from '../profile-schema';
import { useSaveProfile } from '../use-save-profile';
import { ProfileFormFields, fieldId } from './profile-form-fields';

const TITLE_ID = 'edit-profile-title';

/** A server refusal stays on its field until the user changes that value. */
type ServerErrors = Partial<Record<EditProfileField, { value: string; message: string }>>;

const valuesOf = (user: UserDto): EditProfileValues => ({
  fullname: user.fullname,
  email: user.email,
  phone: user.phone ?? '',
  nid: user.nid ?? '',
});

/** Edit Profile (spec section 2): mounted only while open, so it starts from the current profile each time. */
export function EditProfileDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const { t } = useTranslation();
  const { save, isSaving } = useSaveProfile();
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const formik = useFormik({
    initialValues: valuesOf(user),
    validationSchema: editProfileSchema,
    async onSubmit(values) {
      const outcome = await save(values);
      if (outcome.saved) return onClose();
      const refused = EDIT_PROFILE_FIELDS.filter((field) => outcome.fieldErrors[field]);
      setServerErrors(Object.fromEntries(refused.map((field) => [field, { value: values[field], message: outcome.fieldErrors[field]! }])));
      if (refused[0]) document.getElementById(fieldId(refused[0]))?.focus();
    },
  });
  const serverError = (field: EditProfileField) => {
    const refused = serverErrors[field];
    return refused && refused.value === formik.values[field] ? refused.message : undefined;
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
      // Nearly the whole width on a phone (390 px), a comfortable column on a desktop.
      sx={{ '& .MuiDialog-paper': { mx: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: '100%' } } }}
    >
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={TITLE_ID}>{t('profile.edit.title')}</DialogTitle>
        <DialogContent>
          <ProfileFormFields formik={formik} serverError={serverError} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose}>{t('profile.edit.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSaving}>
            {isSaving ? t('profile.edit.saving') : t('profile.edit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
