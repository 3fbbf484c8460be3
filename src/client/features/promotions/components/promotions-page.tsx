import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PromotionCard } from '../../../components/promotion-card';
import { PromotionCardSkeleton } from '../../../components/promotion-card-skeleton';
import { useGetDiscountsQuery } from '../api';

const SKELETON_COUNT = 6;
const gridSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' } as const;

export function PromotionsPage() {
  const { t } = useTranslation();
  const { data: promotions, isLoading, isFetching, isError, refetch } = useGetDiscountsQuery();

  let body;
  if (isLoading) {
    body = (
      <Box role="status" aria-label={t('promotions.loading')} aria-busy="true" sx={gridSx}>
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
            {t('promotions.retry')}
          </Button>
        }
      >
        {t('promotions.error')}
      </Alert>
    );
  } else if (!promotions?.length) {
    body = <Typography sx={{ py: 6, textAlign: 'center' }}>{t('promotions.empty')}</Typography>;
  } else {
    body = (
      <Box component="ul" sx={gridSx}>
        {promotions.map((promotion) => (
          <li key={promotion._id}>
            <PromotionCard promotion={promotion} />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('promotions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {t('promotions.subtitle')}
      </Typography>
      {body}
    </Container>
  );
}
