import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PromotionGrid } from '../../../components/promotion-grid';
import { useGetDiscountsQuery } from '../api';
import { usePageTitle } from '../../../components/use-page-title';

export function PromotionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('promotions.title'));
  const { data: promotions, isLoading, isFetching, isError, refetch } = useGetDiscountsQuery();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('promotions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {t('promotions.subtitle')}
      </Typography>
      <PromotionGrid
        promotions={promotions}
        isLoading={isLoading}
        isFetching={isFetching}
        isError={isError}
        onRetry={() => void refetch()}
        textsKey="promotions"
        minCardWidth={300}
      />
    </Container>
  );
}
