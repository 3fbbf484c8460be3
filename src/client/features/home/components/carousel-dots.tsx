import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format';

interface CarouselDotsProps {
  count: number;
  current: number;
  onSelect: (index: number) => void;
}

/** One button per project; the current one carries aria-current. */
export function CarouselDots({ count, current, onSelect }: CarouselDotsProps) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 0.5, mt: 2 }}>
      {Array.from({ length: count }, (_, index) => {
        const active = index === current;
        return (
          <ButtonBase
            key={index}
            aria-label={t('home.carousel.goTo', { number: formatNumber(index + 1, i18n.language) })}
            aria-current={active ? 'true' : undefined}
            onClick={() => onSelect(index)}
            // A 24px target around a small dot keeps it easy to hit (WCAG 2.5.8).
            sx={{ width: 24, height: 24, borderRadius: '50%', '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' } }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{ width: active ? 12 : 8, height: active ? 12 : 8, borderRadius: '50%', bgcolor: active ? 'primary.main' : 'grey.500', transition: 'all 150ms' }}
            />
          </ButtonBase>
        );
      })}
    </Box>
  );
}
