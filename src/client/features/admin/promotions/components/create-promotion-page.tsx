import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { readAnswer } from '../../../../api/server-failure';
import { useFailureText } from '../../shared/server-failure';
import { useCreateDiscountMutation, type DiscountRequest } from '../api';
import { EMPTY_PROMOTION } from '../promotion-schema';
import { usePageTitle } from '../../../../components/use-page-title';
import { DASHBOARD_PROMOTIONS, PromotionForm } from './promotion-form';

/** /admin/promotion/create (spec section 2): company, optional texts, percent and end date, and an uploaded banner image. */
export function CreatePromotionPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.promotions.create.title'), t('pages.admin'));
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const [createDiscount, { isLoading: creating }] = useCreateDiscountMutation();

  const save = async (body: DiscountRequest) => {
    try {
      await createDiscount(body).unwrap();
      enqueueSnackbar(t('admin.promotions.create.success'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
      void navigate(DASHBOARD_PROMOTIONS);
    } catch (error) {
      // Everything entered stays, so the admin can try again.
      enqueueSnackbar(failureText(readAnswer(error), 'admin.promotions.create.failed'), { variant: 'error', ...PAGE_TOAST_OPTIONS });
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={DASHBOARD_PROMOTIONS} sx={{ mb: 2, ml: -1 }}>
        {t('admin.promotions.create.back')}
      </Button>
      <Typography id="promotion-form-title" variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t('admin.promotions.create.title')}
      </Typography>
      <PromotionForm
        initialValues={EMPTY_PROMOTION}
        editing={false}
        busy={creating}
        submitLabel={t('admin.promotions.create.submit')}
        busyLabel={t('admin.promotions.create.creating')}
        labelledBy="promotion-form-title"
        onSave={save}
      />
    </Container>
  );
}
