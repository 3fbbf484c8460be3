import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '../../../../../shared/constants';
import { formatNumber } from '../../../../../shared/format';
import { IMAGE_PROBLEM_KEYS, imageProblem, type ImageProblem } from '../../shared/image-rules';
import type { ImageSource } from '../machines/project-save-machine';
import { FileButton } from '../../shared/file-button';
import { imageName, usePreviewUrls } from '../../shared/use-preview-urls';

const DEFAULT_IMAGE_BUTTON_ID = 'project-default-image';
const HINT_ID = 'project-default-image-hint';
const ERROR_ID = 'project-default-image-error';

interface DefaultImagePickerProps {
  value: ImageSource | null;
  /** Null removes the image: images are optional, a project without one shows the placeholder. */
  onChange: (image: ImageSource | null) => void;
  disabled: boolean;
}

/** The project's main picture, optional: one JPEG or PNG, previewed before it is uploaded with the project. */
export function DefaultImagePicker({ value, onChange, disabled }: DefaultImagePickerProps) {
  const { t, i18n } = useTranslation();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const sources = useMemo(() => (value ? [value] : []), [value]);
  const [preview] = usePreviewUrls(sources);

  const onFiles = ([file]: File[]) => {
    if (!file) return;
    const found = imageProblem(file);
    setProblem(found);
    if (!found) onChange(file);
  };

  const remove = () => {
    setProblem(null);
    onChange(null);
    // The remove button goes away with the image; focus stays in the picker instead of falling to the page.
    document.getElementById(DEFAULT_IMAGE_BUTTON_ID)?.focus();
  };

  const error = problem ? t(IMAGE_PROBLEM_KEYS[problem], { size: formatNumber(UPLOAD_MAX_BYTES / 1024 / 1024, i18n.language) }) : null;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('admin.projectForm.images.defaultTitle')}
      </Typography>
      <Typography id={HINT_ID} variant="body2" color="text.secondary">
        {t('admin.projectForm.images.defaultHint', { size: formatNumber(UPLOAD_MAX_BYTES / 1024 / 1024, i18n.language) })}
      </Typography>
      <FileButton
        id={DEFAULT_IMAGE_BUTTON_ID}
        inputLabel={t('admin.projectForm.images.defaultInput')}
        label={t(value ? 'admin.projectForm.images.defaultReplace' : 'admin.projectForm.images.defaultChoose')}
        disabled={disabled}
        describedBy={error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
        onFiles={onFiles}
      />
      {value && (
        <Button onClick={remove} disabled={disabled} color="inherit" startIcon={<CloseIcon />} sx={{ alignSelf: 'flex-start' }}>
          {t('admin.projectForm.images.defaultRemove')}
        </Button>
      )}
      {value && preview && (
        <Box
          component="img"
          src={preview}
          alt={t('admin.projectForm.images.defaultPreview', { name: imageName(value) })}
          sx={{ width: { xs: '100%', sm: 320 }, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      {error && (
        <Typography id={ERROR_ID} role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
