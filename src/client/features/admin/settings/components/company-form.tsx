import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { CompanyDto } from '../../../../../shared/trust-types';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { useFailureText } from '../../shell/failure-text';
import { useSaveCompanyMutation } from '../api';
import { companyBody, companyFormSchema, companyValues, type CompanyFormValues } from '../settings-schema';
import { AdvisorPhotoField } from './advisor-photo-field';
import { SettingsField } from './settings-field';

const FORM = 'company-settings';
/** English and Bengali side by side from 600 px; one above the other on a phone. */
const PAIR = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * The Company section: legal name and address in both languages, registration and contact details,
 * and the authorised signatory. The site, the mails and the PDFs all state these.
 */
export function CompanyForm({ company }: { company: CompanyDto | null }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const [save, { isLoading: saving }] = useSaveCompanyMutation();
  const formik = useFormik<CompanyFormValues>({
    initialValues: companyValues(company),
    // The saved values come back in the next GET: the form shows them, not what was typed.
    enableReinitialize: true,
    validationSchema: companyFormSchema,
    async onSubmit(values) {
      try {
        await save(companyBody(values)).unwrap();
        enqueueSnackbar(t('settings.company.saved'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
      } catch (error) {
        enqueueSnackbar(failureText(error, 'settings.company.saveFailed'), { variant: 'error', ...PAGE_TOAST_OPTIONS });
      }
    },
  });
  const field = (
    name: Exclude<keyof CompanyFormValues, 'signatureUrl'>,
    extra: { required?: boolean; multiline?: boolean; lang?: 'bn'; inputMode?: 'numeric' | 'tel' | 'email'; help?: string } = {},
  ) => <SettingsField formik={formik} name={name} form={FORM} label={t(`settings.company.fields.${name}`)} disabled={saving} {...extra} />;

  return (
    <Box component="section" aria-labelledby={`${FORM}-title`} sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id={`${FORM}-title`} variant="h4" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {t('settings.company.title')}
        </Typography>
        <Typography color="text.secondary">{t('settings.company.intro')}</Typography>
      </Box>
      <Box component="form" id={FORM} noValidate onSubmit={formik.handleSubmit} aria-labelledby={`${FORM}-title`} aria-busy={saving} sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={PAIR}>
          {field('legalName', { required: true })}
          {field('legalNameBn', { lang: 'bn', help: t('settings.bnHelp') })}
        </Box>
        <Box sx={PAIR}>
          {field('address', { required: true, multiline: true })}
          {field('addressBn', { multiline: true, lang: 'bn', help: t('settings.bnHelp') })}
        </Box>
        <Box sx={PAIR}>
          {field('registrationNumber', { required: true, help: t('settings.company.registrationHelp') })}
          {field('tradeLicenceNumber', { required: true })}
          {field('tin', { required: true, inputMode: 'numeric' })}
          {field('bin', { inputMode: 'numeric' })}
          {field('phone', { required: true, inputMode: 'tel' })}
          {field('email', { required: true, inputMode: 'email' })}
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            {t('settings.company.signatory')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.company.signatoryIntro')}
          </Typography>
          <Box sx={PAIR}>
            {field('signatoryName')}
            {field('signatoryNameBn', { lang: 'bn', help: t('settings.bnHelp') })}
            {field('signatoryTitle')}
            {field('signatoryTitleBn', { lang: 'bn', help: t('settings.bnHelp') })}
          </Box>
          <AdvisorPhotoField
            id="signature-image"
            textKey="settings.company.signature"
            shape="as-is"
            url={formik.values.signatureUrl}
            name={formik.values.signatoryName || formik.values.legalName}
            disabled={saving}
            onChange={(url) => void formik.setFieldValue('signatureUrl', url)}
          />
        </Box>
        <Button type="submit" variant="contained" disabled={saving} sx={{ justifySelf: 'start' }}>
          {saving ? t('settings.company.saving') : t('settings.company.save')}
        </Button>
      </Box>
    </Box>
  );
}
