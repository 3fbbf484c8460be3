import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { readAnswer } from '../../../../api/server-failure';
import { usePageTitle } from '../../../../components/use-page-title';
import { useFailureText } from '../../shared/server-failure';
import { useAdminDiscountsQuery, useUpdateDiscountMutation, type DiscountRequest } from '../api';
import { toFormValues } from '../promotion-schema';
import { DASHBOARD_PROMOTIONS, PromotionForm } from './promotion-form';
import { PROMOTION_TITLE_ID, PromotionPageFrame } from './promotion-page-frame';

/**
 * /admin/promotion/:id/edit: the create form, filled in. The promotion comes from the
 * admin tab's list (ended ones included), which is usually cached already when Edit is pressed.
 */
export function EditPromotionPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.promotionEdit.editTitle'), t('pages.admin'));
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const { data: promotions, isLoading, isError, refetch } = useAdminDiscountsQuery();
  const [updateDiscount, { isLoading: saving }] = useUpdateDiscountMutation();
  const promotion = promotions?.find((p) => p._id === id);

  const save = async (body: DiscountRequest) => {
    try {
      await updateDiscount({ id: id!, body }).unwrap();
      enqueueSnackbar(t('admin.promotionEdit.saved'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
      void navigate(DASHBOARD_PROMOTIONS);
    } catch (error) {
      enqueueSnackbar(failureText(readAnswer(error), 'admin.promotionEdit.saveFailed'), { variant: 'error', ...PAGE_TOAST_OPTIONS });
    }
  };

  let body;
  if (isLoading) body = <CircularProgress aria-label={t('admin.promotionEdit.loading')} />;
  else if (isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('admin.promotions.retry')}
          </Button>
        }
      >
        {t('admin.promotions.error')}
      </Alert>
    );
  else if (!promotion) body = <Alert severity="warning">{t('admin.promotionEdit.notFound')}</Alert>;
  else
    body = (
      <PromotionForm
        key={promotion._id}
        initialValues={toFormValues(promotion)}
        editing
        busy={saving}
        submitLabel={t('admin.promotionEdit.save')}
        busyLabel={t('admin.promotionEdit.saving')}
        labelledBy={PROMOTION_TITLE_ID}
        onSave={save}
      />
    );

  return <PromotionPageFrame title={t('admin.promotionEdit.editTitle')}>{body}</PromotionPageFrame>;
}
