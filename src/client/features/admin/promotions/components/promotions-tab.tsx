import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { DiscountDto } from '../../../../../shared/api-types';
import { readAnswer } from '../../../../api/server-failure';
import { PromotionGrid } from '../../../../components/promotion-grid';
import { promotionText } from '../../../../components/promotion-text';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { useFailureText } from '../../shared/server-failure';
import { useAdminDiscountsQuery, useRemoveDiscountMutation } from '../api';
import { PromotionAdminFooter } from './promotion-admin-footer';
import { RemovePromotionDialog } from './remove-promotion-dialog';

/** The dashboard's promotions tab (spec section 2): the banners as cards, ended ones marked, with Edit and Remove, and a way to add one. */
export function PromotionsTab(_props: { search: string }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const { data: promotions, isLoading, isFetching, isError, refetch } = useAdminDiscountsQuery();
  const [removeDiscount, { isLoading: removing }] = useRemoveDiscountMutation();
  const [toRemove, setToRemove] = useState<DiscountDto | null>(null);

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await removeDiscount(toRemove._id).unwrap();
      enqueueSnackbar(t('admin.promotionEdit.removed'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
      setToRemove(null);
    } catch (error) {
      // The dialog stays open, so the admin can try again or cancel.
      enqueueSnackbar(failureText(readAnswer(error), 'admin.promotionEdit.removeFailed'), { variant: 'error', ...PAGE_TOAST_OPTIONS });
    }
  };

  // The dashboard's panel heading names the tab; the cards' company names sit below it as h3.
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/admin/promotion/create" variant="contained">
          {t('admin.promotions.add')}
        </Button>
      </Box>
      <PromotionGrid
        promotions={promotions}
        isLoading={isLoading}
        isFetching={isFetching}
        isError={isError}
        onRetry={() => void refetch()}
        textsKey="admin.promotions"
        listLabel={t('admin.promotions.title')}
        headingComponent="h3"
        minCardWidth={260}
        renderFooter={(promotion) => <PromotionAdminFooter promotion={promotion} onRemove={setToRemove} />}
      />
      {toRemove && (
        <RemovePromotionDialog company={promotionText(toRemove, i18n.language).company} busy={removing} onCancel={() => setToRemove(null)} onConfirm={() => void confirmRemove()} />
      )}
    </Box>
  );
}
