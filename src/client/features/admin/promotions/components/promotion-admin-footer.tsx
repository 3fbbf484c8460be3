import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { DiscountDto } from '../../../../../shared/api-types';
import { formatDate } from '../../../../../shared/format';
import { dayAsIso } from '../../../../components/promotion-card';
import { promotionText } from '../../../../components/promotion-text';

interface PromotionAdminFooterProps {
  promotion: DiscountDto;
  onRemove: (promotion: DiscountDto) => void;
}

/** Under a card in the admin tab: whether visitors still see it, then Edit and Remove. */
export function PromotionAdminFooter({ promotion, onRemove }: PromotionAdminFooterProps) {
  const { t, i18n } = useTranslation();
  const { company } = promotionText(promotion, i18n.language);
  const date = promotion.endsAt ? formatDate(dayAsIso(promotion.endsAt), i18n.language) : null;
  return (
    <>
      {promotion.ended ? (
        <Box sx={{ px: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip label={t('admin.promotionEdit.ended')} size="small" variant="outlined" />
          <Typography variant="body2" color="text.secondary">
            {t('admin.promotionEdit.endedOn', { date })}
          </Typography>
        </Box>
      ) : null}
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/admin/promotion/${promotion._id}/edit`} variant="outlined" size="small" aria-label={t('admin.promotionEdit.editLabel', { company })}>
          {t('admin.promotionEdit.edit')}
        </Button>
        <Button onClick={() => onRemove(promotion)} color="error" size="small" aria-label={t('admin.promotionEdit.removeLabel', { company })}>
          {t('admin.promotionEdit.remove')}
        </Button>
      </CardActions>
    </>
  );
}
