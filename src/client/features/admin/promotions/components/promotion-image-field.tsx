import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '../../../../../shared/constants';
import { formatNumber } from '../../../../../shared/format';
import { useUploadAdminImageMutation } from '../../shared/image-upload-api';
import { FileButton } from '../../shared/file-button';
import { usePreviewUrls } from '../../shared/use-preview-urls';
import { IMAGE_PROBLEM_KEYS, imageProblem, type ImageProblem } from '../../shared/image-rules';
import { readAnswer, type ServerAnswer } from '../../../../api/server-failure';
import { useFailureText } from '../../shared/server-failure';

type Upload =
  | { status: 'none' }
  | { status: 'refused'; problem: ImageProblem }
  | { status: 'uploading'; file: File }
  | { status: 'uploaded'; file: File }
  | { status: 'failed'; file: File; failure: ServerAnswer };

const HINT_ID = 'promotion-image-hint';

interface PromotionImageFieldProps {
  /** The uploaded image's URL, or '' while there is none. */
  onUploaded: (url: string) => void;
  disabled: boolean;
  /** On edit: the promotion's image, shown until another is chosen (it stays if none is). */
  currentUrl?: string;
}

/** The banner image: uploaded as soon as it is chosen (spec section 2), with a preview and a tick. */
export function PromotionImageField({ onUploaded, disabled, currentUrl }: PromotionImageFieldProps) {
  const { t, i18n } = useTranslation();
  const failureText = useFailureText();
  const [uploadImage] = useUploadAdminImageMutation();
  const [upload, setUpload] = useState<Upload>({ status: 'none' });
  // Only the latest choice may report back: an older upload finishing late is ignored.
  const latest = useRef(0);
  const file = 'file' in upload ? upload.file : null;
  const sources = useMemo(() => (file ? [file] : []), [file]);
  const [preview] = usePreviewUrls(sources);
  const size = formatNumber(UPLOAD_MAX_BYTES / 1024 / 1024, i18n.language);

  const start = async (chosen: File) => {
    const attempt = (latest.current += 1);
    onUploaded('');
    setUpload({ status: 'uploading', file: chosen });
    try {
      const url = await uploadImage(chosen).unwrap();
      if (attempt !== latest.current) return;
      setUpload({ status: 'uploaded', file: chosen });
      onUploaded(url);
    } catch (error) {
      if (attempt !== latest.current) return;
      setUpload({ status: 'failed', file: chosen, failure: readAnswer(error) });
      // On edit a failed replacement leaves the promotion's own image in place.
      if (currentUrl) onUploaded(currentUrl);
    }
  };

  const onFiles = ([chosen]: File[]) => {
    if (!chosen) return;
    const problem = imageProblem(chosen);
    if (problem) {
      latest.current += 1;
      onUploaded(currentUrl ?? '');
      setUpload({ status: 'refused', problem });
    } else void start(chosen);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('admin.promotions.create.imageTitle')}
      </Typography>
      <Typography id={HINT_ID} variant="body2" color="text.secondary">
        {t('admin.projectForm.images.hint', { size })}
      </Typography>
      <FileButton
        id="promotion-image"
        inputLabel={t('admin.promotions.create.imageInput')}
        label={t(file || currentUrl ? 'admin.promotions.create.imageReplace' : 'admin.promotions.create.imageChoose')}
        disabled={disabled || upload.status === 'uploading'}
        describedBy={HINT_ID}
        onFiles={onFiles}
      />
      {!file && currentUrl && (
        <Box
          component="img"
          src={currentUrl}
          alt={t('admin.promotionEdit.currentImage')}
          sx={{ width: '100%', maxWidth: 480, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      {file && preview && (
        <Box
          component="img"
          src={preview}
          alt={t('admin.promotions.create.imagePreview', { name: file.name })}
          sx={{ width: '100%', maxWidth: 480, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      {upload.status === 'uploading' && (
        <Box>
          <Typography variant="body2" id="promotion-uploading">
            {t('admin.promotions.create.uploading')}
          </Typography>
          <LinearProgress aria-labelledby="promotion-uploading" />
        </Box>
      )}
      {upload.status === 'uploaded' && (
        <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.dark' }}>
          <CheckCircleOutlineIcon fontSize="small" aria-hidden />
          {t('admin.promotions.create.uploaded')}
        </Typography>
      )}
      {upload.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void start(upload.file)} disabled={disabled}>
              {t('admin.promotions.create.retryUpload')}
            </Button>
          }
        >
          {failureText(upload.failure, 'admin.projectForm.uploadFailed')}
        </Alert>
      )}
      {upload.status === 'refused' && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {t(IMAGE_PROBLEM_KEYS[upload.problem], { size })}
        </Typography>
      )}
    </Box>
  );
}
