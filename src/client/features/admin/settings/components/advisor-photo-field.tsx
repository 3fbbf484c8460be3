import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '../../../../../shared/constants';
import { formatNumber } from '../../../../../shared/format';
import { useUploadAdminImageMutation } from '../../shared/image-upload-api';
import { FileButton } from '../../shared/file-button';
import { IMAGE_PROBLEM_KEYS, imageProblem, type ImageProblem } from '../../shared/image-rules';
import { useFailureText } from '../../shell/failure-text';

interface AdvisorPhotoFieldProps {
  /** The photo's URL, or '' for none (the page then shows the name's initial). */
  url: string;
  /** Who the photo is of, for its text alternative. */
  name: string;
  disabled: boolean;
  onChange: (url: string) => void;
  /** The file input's id; the hint and progress ids are made from it. */
  id?: string;
  /** Where its texts are: the advisor's photo, or the signatory's signature or seal. */
  textKey?: 'settings.advisors.photo' | 'settings.company.signature';
  /** A round face, or the image as it is (a signature is wide). */
  shape?: 'round' | 'as-is';
}

/**
 * The advisor's photo, uploaded as soon as it is chosen like a promotion's image (the same public
 * image upload, so it is checked, re-encoded and served the same way).
 */
export function AdvisorPhotoField({ url, name, disabled, onChange, id = 'advisor-photo', textKey = 'settings.advisors.photo', shape = 'round' }: AdvisorPhotoFieldProps) {
  const hintId = `${id}-hint`;
  const { t, i18n } = useTranslation();
  const failureText = useFailureText();
  const [upload] = useUploadAdminImageMutation();
  const [state, setState] = useState<{ status: 'idle' | 'uploading' } | { status: 'refused'; problem: ImageProblem } | { status: 'failed'; file: File; error: unknown }>({
    status: 'idle',
  });
  // Only the latest choice may report back: an older upload finishing late is ignored.
  const latest = useRef(0);
  const size = formatNumber(UPLOAD_MAX_BYTES / 1024 / 1024, i18n.language);

  const start = async (file: File) => {
    const attempt = (latest.current += 1);
    setState({ status: 'uploading' });
    try {
      const uploaded = await upload(file).unwrap();
      if (attempt !== latest.current) return;
      setState({ status: 'idle' });
      onChange(uploaded);
    } catch (error) {
      if (attempt === latest.current) setState({ status: 'failed', file, error });
    }
  };
  const onFiles = ([file]: File[]) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      latest.current += 1;
      setState({ status: 'refused', problem });
    } else void start(file);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.25 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t(`${textKey}.title`)}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t(`${textKey}.hint`, { size })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {url && shape === 'round' && <Avatar src={url} alt={t(`${textKey}.alt`, { name })} sx={{ width: 56, height: 56 }} />}
        {url && shape === 'as-is' && <Box component="img" src={url} alt={t(`${textKey}.alt`, { name })} sx={{ maxHeight: 56, maxWidth: 180, objectFit: 'contain' }} />}
        <FileButton
          id={id}
          inputLabel={t(`${textKey}.input`)}
          label={t(url ? `${textKey}.replace` : `${textKey}.choose`)}
          disabled={disabled || state.status === 'uploading'}
          describedBy={hintId}
          onFiles={onFiles}
        />
        {url && (
          <Button color="inherit" onClick={() => onChange('')} disabled={disabled || state.status === 'uploading'}>
            {t(`${textKey}.remove`)}
          </Button>
        )}
      </Box>
      {state.status === 'uploading' && (
        <Box>
          <Typography variant="body2" id={`${id}-uploading`}>
            {t(`${textKey}.uploading`)}
          </Typography>
          <LinearProgress aria-labelledby={`${id}-uploading`} />
        </Box>
      )}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void start(state.file)} disabled={disabled}>
              {t(`${textKey}.retry`)}
            </Button>
          }
        >
          {failureText(state.error, `${textKey}.uploadFailed`)}
        </Alert>
      )}
      {state.status === 'refused' && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {t(IMAGE_PROBLEM_KEYS[state.problem], { size })}
        </Typography>
      )}
    </Box>
  );
}
