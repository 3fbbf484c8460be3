import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AdvisorDto } from '../../../../../shared/trust-types';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { useFailureText } from '../../shell/failure-text';
import { useSaveAdvisorMutation } from '../api';
import { advisorBody, advisorFormSchema, advisorValues, errorText, type AdvisorFormValues } from '../settings-schema';
import { AdvisorPhotoField } from './advisor-photo-field';
import { SettingsField } from './settings-field';

const FORM = 'advisor-form';
const TITLE_ID = 'advisor-dialog-title';
const PAIR = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Add (advisor null) or edit one Shariah advisor: name and credentials in both languages, order and photo. */
export function AdvisorDialog({ advisor, onClose }: { advisor: AdvisorDto | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  // A phone gets the whole screen: two languages of credentials do not fit a small dialog.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [save, { isLoading: saving }] = useSaveAdvisorMutation();
  const formik = useFormik<AdvisorFormValues>({
    initialValues: advisorValues(advisor),
    validationSchema: advisorFormSchema,
    async onSubmit(values) {
      try {
        await save({ id: advisor?._id ?? null, body: advisorBody(values) }).unwrap();
        enqueueSnackbar(t(advisor ? 'settings.advisors.updated' : 'settings.advisors.added'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
        onClose();
      } catch (error) {
        enqueueSnackbar(failureText(error, 'settings.advisors.saveFailed'), { variant: 'error', ...PAGE_TOAST_OPTIONS });
      }
    },
  });
  const field = (
    name: Exclude<keyof AdvisorFormValues, 'photoUrl'>,
    extra: { required?: boolean; multiline?: boolean; lang?: 'bn'; inputMode?: 'numeric'; help?: string } = {},
  ) => <SettingsField formik={formik} name={name} form={FORM} label={t(`settings.advisors.fields.${name}`)} disabled={saving} {...extra} />;
  const photoError = formik.errors.photoUrl;

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={TITLE_ID} aria-busy={saving} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={TITLE_ID}>{t(advisor ? 'settings.advisors.editTitle' : 'settings.advisors.addTitle')}</DialogTitle>
      <DialogContent>
        <Box component="form" id={FORM} noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          <Box sx={PAIR}>
            {field('name', { required: true })}
            {field('nameBn', { lang: 'bn', help: t('settings.bnHelp') })}
          </Box>
          <Box sx={PAIR}>
            {field('credentials', { required: true, multiline: true })}
            {field('credentialsBn', { multiline: true, lang: 'bn', help: t('settings.bnHelp') })}
          </Box>
          <Box sx={{ maxWidth: { sm: 240 } }}>{field('displayOrder', { inputMode: 'numeric', help: t('settings.advisors.displayOrderHelp') })}</Box>
          <AdvisorPhotoField url={formik.values.photoUrl} name={formik.values.name} disabled={saving} onChange={(url) => void formik.setFieldValue('photoUrl', url)} />
          {photoError && <FormHelperText error>{errorText(photoError, 'photoUrl', t, i18n.language)}</FormHelperText>}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={saving}>
          {t('settings.advisors.cancel')}
        </Button>
        <Button type="submit" form={FORM} variant="contained" disabled={saving}>
          {saving ? t('settings.advisors.saving') : t('settings.advisors.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
