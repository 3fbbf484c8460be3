import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { UPLOAD_MAX_BYTES } from '../../../../shared/constants';
import { formatNumber } from '../../../../shared/format';
import { useFailureText } from '../server-failure';
import type { depositMachine, DepositEvent } from '../machines/deposit-machine';
import { SCREENSHOT_ACCEPT } from '../screenshot-rules';
import { UploadProgress } from './upload-progress';
import { useObjectUrl } from './use-object-url';

const problemKeys = { noFile: 'deposit.errors.noFile', badType: 'deposit.errors.badType', tooBig: 'deposit.errors.tooBig' } as const;

interface ScreenshotFieldProps {
  snapshot: SnapshotFrom<typeof depositMachine>;
  send: (event: DepositEvent) => void;
}

/** Choose, check and upload the transfer screenshot; what happens is the machine's state. */
export function ScreenshotField({ snapshot, send }: ScreenshotFieldProps) {
  const { t, i18n } = useTranslation();
  const failureText = useFailureText();
  const input = useRef<HTMLInputElement>(null);
  const { file, fileProblem, progress, uploadFailure, missing } = snapshot.context;
  const preview = useObjectUrl(file);
  const busy = snapshot.matches('submitting');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    send({ type: 'FILE_CHOSEN', file: event.target.files?.[0] ?? null });
    // Cleared so that choosing the same file again (after a failure) is a change too.
    event.target.value = '';
  };

  let error: string | null = null;
  if (fileProblem) error = t(problemKeys[fileProblem]);
  else if (missing) error = t('deposit.errors.required');

  return (
    <Box component="fieldset" aria-describedby="deposit-screenshot-hint" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('deposit.screenshot.title')}
      </Typography>
      <Typography id="deposit-screenshot-hint" variant="body2" color="text.secondary">
        {t('deposit.screenshot.hint', { size: formatNumber(UPLOAD_MAX_BYTES / 1024 / 1024, i18n.language) })}
      </Typography>
      {/* The native input stays hidden; the visible button opens it and is reachable by keyboard. */}
      <input ref={input} type="file" accept={SCREENSHOT_ACCEPT} hidden aria-label={t('deposit.screenshot.input')} onChange={onChange} />
      <Box>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-describedby={error ? 'deposit-screenshot-hint deposit-screenshot-error' : 'deposit-screenshot-hint'}
        >
          {t(file ? 'deposit.screenshot.chooseAnother' : 'deposit.screenshot.choose')}
        </Button>
      </Box>

      {file && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
          {preview && (
            <Box
              component="img"
              src={preview}
              alt={t('deposit.screenshot.preview', { name: file.name })}
              sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 }}
            />
          )}
          <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
        </Box>
      )}

      {snapshot.matches('uploading') && <UploadProgress progress={progress} onStop={() => send({ type: 'STOP_UPLOAD' })} />}

      {snapshot.matches('uploaded') && (
        <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.dark' }}>
          <CheckCircleOutlineIcon fontSize="small" aria-hidden />
          {t('deposit.screenshot.uploaded')}
        </Typography>
      )}

      {snapshot.matches('uploadFailed') && uploadFailure && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => send({ type: 'RETRY_UPLOAD' })}>
              {t('deposit.screenshot.retry')}
            </Button>
          }
        >
          {failureText(uploadFailure, 'deposit.errors.uploadFailed')}
        </Alert>
      )}

      {error && (
        <Typography id="deposit-screenshot-error" role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
