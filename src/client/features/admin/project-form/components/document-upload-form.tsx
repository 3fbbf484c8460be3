import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS, DOCUMENT_TITLE_MAX, type DocumentKind } from '../../../../../shared/project-facts';
import { readAnswer, useAnswerText } from '../../../../api/server-failure';
import { useSnackbar } from '../../../../components/toast-provider';
import { useUploadProjectDocumentMutation } from '../api';

/**
 * The kind and title of a new document, then "Upload PDF" opens the file picker and sends the file
 * at once. The server decides what a PDF is (by its first bytes); the picker only offers PDFs.
 */
export function DocumentUploadForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useAnswerText('admin.projectFacts.serverErrors');
  const [upload, { isLoading }] = useUploadProjectDocumentMutation();
  const [kind, setKind] = useState<DocumentKind>('shariah_approval');
  const [title, setTitle] = useState('');
  const [titleBn, setTitleBn] = useState('');
  const [titleMissing, setTitleMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);

  const choose = () => {
    if (title.trim() === '') {
      setTitleMissing(true);
      titleInput.current?.focus();
      return;
    }
    input.current?.click();
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file again is a change too
    if (!file) return;
    try {
      await upload({ projectId, kind, title: title.trim(), titleBn: titleBn.trim(), file }).unwrap();
      enqueueSnackbar(t('admin.projectFacts.documents.uploaded'), { variant: 'success' });
      setTitle('');
      setTitleBn('');
    } catch (error) {
      enqueueSnackbar(failureText(readAnswer(error), 'admin.projectFacts.documents.uploadFailed'), { variant: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <TextField
        id="document-kind"
        select
        label={t('admin.projectFacts.documents.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as DocumentKind)}
        disabled={isLoading}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        {DOCUMENT_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`details.documents.kinds.${value}`)}
          </option>
        ))}
      </TextField>
      <TextField
        id="document-title"
        label={t('admin.projectFacts.documents.docTitle')}
        required
        value={title}
        inputRef={titleInput}
        onChange={(event) => {
          setTitle(event.target.value);
          setTitleMissing(false);
        }}
        error={titleMissing}
        helperText={titleMissing ? t('admin.projectFacts.documents.titleRequired') : undefined}
        disabled={isLoading}
        slotProps={{ htmlInput: { maxLength: DOCUMENT_TITLE_MAX } }}
        fullWidth
      />
      <TextField
        id="document-title-bn"
        label={t('admin.projectFacts.documents.docTitleBn')}
        value={titleBn}
        onChange={(event) => setTitleBn(event.target.value)}
        disabled={isLoading}
        slotProps={{ htmlInput: { maxLength: DOCUMENT_TITLE_MAX, lang: 'bn' } }}
        fullWidth
      />
      <input ref={input} type="file" accept="application/pdf,.pdf" hidden aria-label={t('admin.projectFacts.documents.input')} onChange={(event) => void onFile(event)} />
      <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} onClick={choose} disabled={isLoading} sx={{ justifySelf: 'start' }}>
        {isLoading ? t('admin.projectFacts.documents.uploading') : t('admin.projectFacts.documents.choose')}
      </Button>
    </Box>
  );
}
