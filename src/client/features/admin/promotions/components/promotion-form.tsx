import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useFormik } from 'formik';
import { useCallback, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormActions } from '../../../../components/form-actions';
import { FormikTextField } from '../../../../components/formik-text-field';
import type { DiscountRequest } from '../api';
import { promotionSchema, toRequestBody, type PromotionFormValues } from '../promotion-schema';
import { MissingList } from './missing-list';
import { PromotionImageField } from './promotion-image-field';
import { PromotionOptionalFields } from './promotion-optional-fields';

export const DASHBOARD_PROMOTIONS = '/admin/dashboard?tab=promotions';
const REQUIRED_COMPANY = 'admin.promotions.create.missingCompanyText';

interface PromotionFormProps {
  initialValues: PromotionFormValues;
  /** True on the edit page: every field is sent, and the current image is shown until replaced. */
  editing: boolean;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  labelledBy: string;
  /** Saves; a failure is the page's to tell, and everything entered stays. */
  onSave: (body: DiscountRequest) => Promise<void>;
}

/**
 * The promotion form of the create and edit pages: company, the optional Bengali texts, percent
 * and end date, and the banner image. Problems show only after a try: a field's once it
 * is left, the 'Missing …' list once a save was tried; before that a fresh form shows no errors.
 */
export function PromotionForm({ initialValues, editing, busy, submitLabel, busyLabel, labelledBy, onSave }: PromotionFormProps) {
  const { t } = useTranslation();
  const formik = useFormik<PromotionFormValues>({
    initialValues,
    validationSchema: promotionSchema,
    onSubmit: (values) => onSave(toRequestBody(values, editing)),
  });
  const { setFieldValue } = formik;
  const onUploaded = useCallback((url: string) => void setFieldValue('imageUrl', url), [setFieldValue]);

  const tried = formik.submitCount > 0;
  const missingImage = formik.values.imageUrl === '';
  const missingCompany = formik.values.company.trim() === '';
  const blocked = missingImage || missingCompany || Object.keys(formik.errors).length > 0;

  const onPercent = (event: ChangeEvent<HTMLInputElement>) => {
    formik.handleChange(event);
    // A percent is checked as it is typed: 150 is wrong whatever follows.
    if (!formik.touched.percent) void formik.setFieldTouched('percent', true, false);
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3, minWidth: 0 }}
    >
      <FormikTextField
        formik={formik}
        name="company"
        // The blank company is told in the list below; the field shows only its other problems.
        errorText={(key) => (key === REQUIRED_COMPANY ? '' : t(key))}
        id="promotion-company"
        label={t('admin.promotions.create.company')}
        required
        autoComplete="organization"
        disabled={busy}
        fullWidth
      />
      <FormikTextField
        formik={formik}
        name="percent"
        errorText={t}
        help={t('admin.promotions.create.percentHint')}
        id="promotion-percent"
        label={t('admin.promotions.create.percent')}
        autoComplete="off"
        onChange={onPercent}
        disabled={busy}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        fullWidth
      />
      <PromotionOptionalFields formik={formik} disabled={busy} />
      <PromotionImageField onUploaded={onUploaded} disabled={busy} currentUrl={editing ? initialValues.imageUrl : undefined} />
      <MissingList id="promotion-missing" image={missingImage && tried} company={missingCompany && (tried || Boolean(formik.touched.company))} />
      <FormActions>
        <Button component={RouterLink} to={DASHBOARD_PROMOTIONS} variant="outlined" color="inherit" disabled={busy}>
          {t('admin.promotions.create.cancel')}
        </Button>
        {/*
          Disabled to the eye and to screen readers until the image and the company exist (spec
          section 5), yet still clickable: a click is the try that shows what is missing.
        */}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          aria-disabled={blocked || undefined}
          aria-describedby="promotion-missing"
          sx={{ '&[aria-disabled="true"]': { color: 'action.disabled', bgcolor: 'action.disabledBackground', boxShadow: 'none' } }}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </FormActions>
    </Paper>
  );
}
