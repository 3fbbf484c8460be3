import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PromotionCard } from '../../../../components/promotion-card';
import { PromotionCardSkeleton } from '../../../../components/promotion-card-skeleton';
import { useAdminDiscountsQuery } from '../api';

const SKELETON_COUNT = 6;
const gridSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' } as const;

/** The dashboard's promotions tab (spec section 2): the banners as cards and a way to add one. */
export function PromotionsTab(_props: { search: string }) {
  const { t } = useTranslation();
  const { data: promotions, isLoading, isFetching, isError, refetch } = useAdminDiscountsQuery();

  let body;
  if (isLoading) {
    body = (
      <Box role="status" aria-label={t('admin.promotions.loading')} aria-busy="true" sx={gridSx}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <PromotionCardSkeleton key={index} />
        ))}
      </Box>
    );
  } else if (isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {t('admin.promotions.retry')}
          </Button>
        }
      >
        {t('admin.promotions.error')}
      </Alert>
    );
  } else if (!promotions?.length) {
    body = <Typography sx={{ py: 6, textAlign: 'center' }}>{t('admin.promotions.empty')}</Typography>;
  } else {
    body = (
      <Box component="ul" aria-label={t('admin.promotions.title')} sx={gridSx}>
        {promotions.map((promotion) => (
          <li key={promotion._id}>
            <PromotionCard promotion={promotion} headingComponent="h3" />
          </li>
        ))}
      </Box>
    );
  }

  // The dashboard's panel heading names the tab; the cards' company names sit below it as h3.
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/admin/promotion/create" variant="contained">
          {t('admin.promotions.add')}
        </Button>
      </Box>
      {body}
    </Box>
  );
}
