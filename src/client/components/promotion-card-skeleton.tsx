import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a PromotionCard while promotions load. */
export function PromotionCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      <CardContent>
        <Skeleton variant="text" width="60%" sx={{ fontSize: '1.15rem' }} />
        <Skeleton variant="text" width="40%" />
      </CardContent>
    </Card>
  );
}
