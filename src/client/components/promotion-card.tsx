import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountDto } from '../../shared/api-types';
import { formatDate, formatPercent } from '../../shared/format';
import { promotionText } from './promotion-text';

/** A 'YYYY-MM-DD' day read at noon UTC, so it is the same calendar day in every time zone a reader is in. */
export const dayAsIso = (day: string): string => `${day}T12:00:00Z`;

const imageSx = { width: '100%', height: 'auto', aspectRatio: '16 / 9', display: 'block', bgcolor: 'grey.100' } as const;

interface PromotionCardProps {
  promotion: DiscountDto;
  /** The company name's heading level; h2 under a page's h1, lower inside a dashboard section. */
  headingComponent?: 'h2' | 'h3' | 'h4';
  /** Below the texts: the admin tab's state and Edit / Remove. */
  footer?: ReactNode;
}

/**
 * A promotion banner: image (a placeholder when it fails to load), optional percent-off badge,
 * company, optional offer line, the last day when there is one, and the date added.
 */
export function PromotionCard({ promotion, headingComponent = 'h2', footer }: PromotionCardProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { company, offer } = promotionText(promotion, lng);
  // Remembers which URL failed, so a card given a new image tries again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(promotion.imageUrl) && failedSrc !== promotion.imageUrl;

  return (
    <Card variant="outlined" sx={{ height: '100%', position: 'relative', display: 'flex', flexDirection: 'column' }}>
      {showImage ? (
        <Box
          component="img"
          src={promotion.imageUrl}
          alt={t('promotions.imageAlt', { company })}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(promotion.imageUrl)}
          sx={{ ...imageSx, objectFit: 'cover' }}
        />
      ) : (
        <Box role="img" aria-label={t('promotions.imageUnavailable', { company })} sx={{ ...imageSx, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
          <ImageNotSupportedOutlinedIcon fontSize="large" aria-hidden />
        </Box>
      )}
      {promotion.percent != null && (
        <Chip
          label={t('promotions.percentOff', { percent: formatPercent(promotion.percent, lng) })}
          color="secondary"
          sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700 }}
        />
      )}
      <CardContent sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
        <Typography variant="h3" component={headingComponent} sx={{ fontSize: '1.15rem', mb: 0.5 }}>
          {company}
        </Typography>
        {offer && <Typography sx={{ mb: 0.5 }}>{offer}</Typography>}
        {promotion.endsAt && !promotion.ended && (
          <Typography variant="body2" color="text.secondary">
            {t('promotions.until', { date: formatDate(dayAsIso(promotion.endsAt), lng) })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('promotions.addedOn', { date: formatDate(promotion.createdAt, lng) })}
        </Typography>
      </CardContent>
      {footer}
    </Card>
  );
}
