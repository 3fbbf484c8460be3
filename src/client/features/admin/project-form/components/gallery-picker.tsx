import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '../../../../../shared/constants';
import { formatNumber } from '../../../../../shared/format';
import { GALLERY_IMAGES_MAX } from '../../../../../shared/schemas/projects';
import { IMAGE_PROBLEM_KEYS, imageProblem, type ImageProblem } from '../../shared/image-rules';
import type { ImageSource } from '../machines/project-save-machine';
import { FileButton } from '../../shared/file-button';
import { imageName, usePreviewUrls } from '../../shared/use-preview-urls';

const HINT_ID = 'project-gallery-hint';
const ERROR_ID = 'project-gallery-error';

type Refusal = { name: string; problem: ImageProblem | 'tooMany' };

interface GalleryPickerProps {
  value: ImageSource[];
  onChange: (images: ImageSource[]) => void;
  disabled: boolean;
}

/** More pictures of the project: several files at once, each previewed and removable (4 columns, spec section 9). */
export function GalleryPicker({ value, onChange, disabled }: GalleryPickerProps) {
  const { t, i18n } = useTranslation();
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const previews = usePreviewUrls(value);
  const size = formatNumber(UPLOAD_MAX_BYTES / 1024 / 1024, i18n.language);
  const max = formatNumber(GALLERY_IMAGES_MAX, i18n.language);

  const onFiles = (files: File[]) => {
    const accepted: File[] = [];
    const refused: Refusal[] = [];
    for (const file of files) {
      const problem = imageProblem(file);
      if (problem) refused.push({ name: file.name, problem });
      else if (value.length + accepted.length >= GALLERY_IMAGES_MAX) refused.push({ name: file.name, problem: 'tooMany' });
      else accepted.push(file);
    }
    setRefusals(refused);
    if (accepted.length > 0) onChange([...value, ...accepted]);
  };

  const remove = (index: number) => {
    setRefusals([]);
    onChange(value.filter((_, i) => i !== index));
  };

  const messageOf = ({ problem }: Refusal) => (problem === 'tooMany' ? t('admin.projectForm.images.tooMany', { max }) : t(IMAGE_PROBLEM_KEYS[problem], { size }));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('admin.projectForm.images.galleryTitle')}
      </Typography>
      <Typography id={HINT_ID} variant="body2" color="text.secondary">
        {t('admin.projectForm.images.galleryHint', { size, max })}
      </Typography>
      <FileButton
        id="project-gallery"
        inputLabel={t('admin.projectForm.images.galleryInput')}
        label={t('admin.projectForm.images.galleryChoose')}
        multiple
        disabled={disabled || value.length >= GALLERY_IMAGES_MAX}
        describedBy={refusals.length > 0 ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
        onFiles={onFiles}
      />
      {refusals.length > 0 && (
        <Box id={ERROR_ID} role="alert" component="ul" sx={{ m: 0, pl: 2.5, color: 'error.main', typography: 'body2' }}>
          {refusals.map((refusal, index) => (
            <li key={`${refusal.name}-${index}`}>
              <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {refusal.name}
              </Box>
              : <span>{messageOf(refusal)}</span>
            </li>
          ))}
        </Box>
      )}
      {value.length > 0 && (
        <Box
          component="ul"
          aria-label={t('admin.projectForm.images.galleryList')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}
        >
          {value.map((image, index) => (
            <Box component="li" key={typeof image === 'string' ? image : `${image.name}-${index}`} sx={{ position: 'relative' }}>
              {previews[index] && (
                <Box
                  component="img"
                  src={previews[index]}
                  alt={t('admin.projectForm.images.galleryPreview', { index: formatNumber(index + 1, i18n.language), name: imageName(image) })}
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }}
                />
              )}
              <IconButton
                size="small"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={t('admin.projectForm.images.galleryRemove', { index: formatNumber(index + 1, i18n.language), name: imageName(image) })}
                sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'grey.100' } }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
