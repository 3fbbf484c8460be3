import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountDto } from '../../shared/api-types';
import { PromotionCard } from './promotion-card';
import { PromotionCardSkeleton } from './promotion-card-skeleton';

const SKELETON_COUNT = 6;

interface PromotionGridProps {
  promotions: DiscountDto[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Where the texts live: `{textsKey}.loading`, `.retry`, `.error` and `.empty`. */
  textsKey: 'promotions' | 'admin.promotions';
  /** The list's name, when no heading right above it names it already. */
  listLabel?: string;
  headingComponent?: 'h2' | 'h3';
  minCardWidth: number;
  /** A footer for each card (the admin tab's actions). */
  renderFooter?: (promotion: DiscountDto) => ReactNode;
}

/** Promotion banners as a card grid with skeletons, an error with Retry, and an empty text. */
export function PromotionGrid({ promotions, isLoading, isFetching, isError, onRetry, textsKey, listLabel, headingComponent, minCardWidth, renderFooter }: PromotionGridProps) {
  const { t } = useTranslation();
  const gridSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minCardWidth}px), 1fr))` } as const;

  if (isLoading)
    return (
      <Box role="status" aria-label={t(`${textsKey}.loading`)} aria-busy="true" sx={gridSx}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <PromotionCardSkeleton key={index} />
        ))}
      </Box>
    );
  if (isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry} disabled={isFetching}>
            {t(`${textsKey}.retry`)}
          </Button>
        }
      >
        {t(`${textsKey}.error`)}
      </Alert>
    );
  if (!promotions?.length) return <Typography sx={{ py: 6, textAlign: 'center' }}>{t(`${textsKey}.empty`)}</Typography>;
  return (
    <Box component="ul" aria-label={listLabel} sx={gridSx}>
      {promotions.map((promotion) => (
        <li key={promotion._id}>
          <PromotionCard promotion={promotion} headingComponent={headingComponent} footer={renderFooter?.(promotion)} />
        </li>
      ))}
    </Box>
  );
}
