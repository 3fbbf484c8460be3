import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useCallback, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toAsciiDigits } from '../../../../../shared/format';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { readAnswer } from '../../../../api/server-failure';
import { useFailureText } from '../../project-form/server-failure';
import { useCreateDiscountMutation } from '../api';
import { EMPTY_PROMOTION, promotionSchema, type PromotionFormValues } from '../promotion-schema';
import { usePageTitle } from '../../../../components/use-page-title';
import { MissingList } from './missing-list';
import { PromotionImageField } from './promotion-image-field';

const DASHBOARD_PROMOTIONS = '/admin/dashboard?tab=promotions';
const REQUIRED_COMPANY = 'admin.promotions.create.missingCompanyText';

/** /admin/promotion/create (spec section 2): company, optional percent off and an uploaded banner image. */
export function CreatePromotionPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.promotions.create.title'), t('pages.admin'));
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const [createDiscount, { isLoading: creating }] = useCreateDiscountMutation();

  const formik = useFormik<PromotionFormValues>({
    initialValues: EMPTY_PROMOTION,
    validationSchema: promotionSchema,
    async onSubmit(values) {
      const percent = toAsciiDigits(values.percent).trim();
      try {
        await createDiscount({ company: values.company.trim(), imageUrl: values.imageUrl, ...(percent ? { percent: Number(percent) } : {}) }).unwrap();
        enqueueSnackbar(t('admin.promotions.create.success'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
        void navigate(DASHBOARD_PROMOTIONS);
      } catch (error) {
        // Everything entered stays, so the admin can try again.
        enqueueSnackbar(failureText(readAnswer(error), 'admin.promotions.create.failed'), { variant: 'error', ...PAGE_TOAST_OPTIONS });
      }
    },
  });
  const { setFieldValue } = formik;
  const onUploaded = useCallback((url: string) => void setFieldValue('imageUrl', url), [setFieldValue]);

  const missingImage = formik.values.imageUrl === '';
  const missingCompany = formik.values.company.trim() === '';
  // The blank company is told in the list below; the field shows only its other problems.
  const companyError = formik.touched.company && formik.errors.company !== REQUIRED_COMPANY ? formik.errors.company : undefined;
  const percentError = formik.touched.percent || formik.submitCount > 0 ? formik.errors.percent : undefined;
  const blocked = missingImage || missingCompany || Boolean(formik.errors.company) || Boolean(formik.errors.percent);

  const touchOnChange = (field: 'company' | 'percent') => (event: ChangeEvent<HTMLInputElement>) => {
    formik.handleChange(event);
    if (!formik.touched[field]) void formik.setFieldTouched(field, true, false);
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={DASHBOARD_PROMOTIONS} sx={{ mb: 2, ml: -1 }}>
        {t('admin.promotions.create.back')}
      </Button>
      <Typography id="promotion-form-title" variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t('admin.promotions.create.title')}
      </Typography>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        onSubmit={formik.handleSubmit}
        aria-labelledby="promotion-form-title"
        aria-busy={creating}
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}
      >
        <TextField
          id="promotion-company"
          name="company"
          label={t('admin.promotions.create.company')}
          required
          autoComplete="organization"
          value={formik.values.company}
          onChange={touchOnChange('company')}
          onBlur={formik.handleBlur}
          error={Boolean(companyError)}
          helperText={companyError ? t(companyError) : undefined}
          disabled={creating}
          fullWidth
        />
        <TextField
          id="promotion-percent"
          name="percent"
          label={t('admin.promotions.create.percent')}
          autoComplete="off"
          value={formik.values.percent}
          onChange={touchOnChange('percent')}
          onBlur={formik.handleBlur}
          error={Boolean(percentError)}
          helperText={percentError ? t(percentError) : t('admin.promotions.create.percentHint')}
          disabled={creating}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          fullWidth
        />
        <PromotionImageField onUploaded={onUploaded} disabled={creating} />
        <MissingList id="promotion-missing" image={missingImage} company={missingCompany} />
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, justifyContent: 'flex-end', gap: 1.5 }}>
          <Button component={RouterLink} to={DASHBOARD_PROMOTIONS} variant="outlined" color="inherit" disabled={creating}>
            {t('admin.promotions.create.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={creating || blocked} aria-describedby="promotion-missing">
            {creating ? t('admin.promotions.create.creating') : t('admin.promotions.create.submit')}
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
