import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { readAnswer } from '../../../../api/server-failure';
import { useFailureText } from '../../shared/server-failure';
import { useCreateDiscountMutation, type DiscountRequest } from '../api';
import { EMPTY_PROMOTION } from '../promotion-schema';
import { usePageTitle } from '../../../../components/use-page-title';
import { DASHBOARD_PROMOTIONS, PromotionForm } from './promotion-form';
import { PROMOTION_TITLE_ID, PromotionPageFrame } from './promotion-page-frame';

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
    <PromotionPageFrame title={t('admin.promotions.create.title')}>
      <PromotionForm
        initialValues={EMPTY_PROMOTION}
        editing={false}
        busy={creating}
        submitLabel={t('admin.promotions.create.submit')}
        busyLabel={t('admin.promotions.create.creating')}
        labelledBy={PROMOTION_TITLE_ID}
        onSave={save}
      />
    </PromotionPageFrame>
  );
}
