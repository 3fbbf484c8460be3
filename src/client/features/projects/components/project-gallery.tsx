import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format';
import { PROJECT_HERO_IMAGE_SIZES } from '../../../../shared/project-gallery';
import { projectImageUrl } from '../../../../shared/project-image';
import { uploadSrcSet } from '../../../components/upload-src-set';

/** Main image with clickable thumbnails in four columns; falls back to the single image. */
export function ProjectGallery({ images, title }: { images: string[]; title: string }) {
  const { t, i18n } = useTranslation();
  // Bengali digits in Bengali ("ছবি ১"), like every number the app shows.
  const ordinal = (index: number) => formatNumber(index + 1, i18n.language);
  const [selected, setSelected] = useState(0);
  if (images.length === 0) {
    return (
      <Box sx={{ aspectRatio: '3 / 2', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', borderRadius: 2 }}>
        <Typography color="text.secondary">{t('details.noImages')}</Typography>
      </Box>
    );
  }
  const current = images[Math.min(selected, images.length - 1)];
  return (
    <Box>
      <Box
        component="img"
        src={projectImageUrl(current)}
        srcSet={uploadSrcSet(projectImageUrl(current))}
        sizes={PROJECT_HERO_IMAGE_SIZES}
        alt={t('details.imageAlt', { title, number: ordinal(selected) })}
        width={1200}
        height={800}
        // The page's largest paint: fetched ahead of the thumbnails and scripts still in flight.
        fetchPriority="high"
        sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 2, display: 'block', bgcolor: 'grey.200' }}
      />
      {images.length > 1 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, mt: 1 }}>
          {images.map((url, index) => (
            <ButtonBase
              key={url}
              onClick={() => setSelected(index)}
              aria-label={t('details.showImage', { number: ordinal(index) })}
              aria-pressed={index === selected}
              sx={{ borderRadius: 1, overflow: 'hidden', outline: index === selected ? '3px solid' : 'none', outlineColor: 'primary.main' }}
            >
              <Box
                component="img"
                src={projectImageUrl(url)}
                srcSet={uploadSrcSet(projectImageUrl(url))}
                sizes="(min-width: 1200px) 170px, (min-width: 900px) 15vw, 25vw"
                fetchPriority="low"
                alt=""
                width={300}
                height={200}
                loading="lazy"
                sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
