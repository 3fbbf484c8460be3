import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PromotionGrid } from '../../../../components/promotion-grid';
import { useAdminDiscountsQuery } from '../api';

/** The dashboard's promotions tab (spec section 2): the banners as cards and a way to add one. */
export function PromotionsTab(_props: { search: string }) {
  const { t } = useTranslation();
  const { data: promotions, isLoading, isFetching, isError, refetch } = useAdminDiscountsQuery();
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
      />
    </Box>
  );
}
