import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDocumentDto } from '../../../../../shared/api-types';
import { UPLOAD_MAX_BYTES } from '../../../../../shared/constants';
import { formatNumber } from '../../../../../shared/format';
import { useGetProjectDocumentsQuery } from '../../../../api/project-documents-api';
import { readAnswer, useAnswerText } from '../../../../api/server-failure';
import { documentSizeText } from '../../../../components/document-text';
import { useSnackbar } from '../../../../components/toast-provider';
import { useRemoveProjectDocumentMutation } from '../api';
import { DocumentUploadForm } from './document-upload-form';

/**
 * The project's PDFs (Shariah approval, deed, contract) on the admin's edit screen: upload,
 * list, and remove after a confirmation. A new project has no id yet, so it says to save first.
 */
export function ProjectDocumentsEditor({ projectId }: { projectId: string | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="project-documents-editor-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3, display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="project-documents-editor-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
          {t('admin.projectFacts.documents.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {projectId ? t('admin.projectFacts.documents.hint', { size: formatNumber(UPLOAD_MAX_BYTES / (1024 * 1024), lng) }) : t('admin.projectFacts.documents.saveFirst')}
        </Typography>
      </Box>
      {projectId && (
        <>
          <DocumentList projectId={projectId} />
          <DocumentUploadForm projectId={projectId} />
        </>
      )}
    </Paper>
  );
}

function DocumentList({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useAnswerText('admin.projectFacts.serverErrors');
  const { data: documents = [], isLoading } = useGetProjectDocumentsQuery(projectId);
  const [remove, { isLoading: removing }] = useRemoveProjectDocumentMutation();
  const [confirming, setConfirming] = useState<ProjectDocumentDto | null>(null);

  const onConfirm = async () => {
    if (!confirming) return;
    try {
      await remove({ projectId, documentId: confirming._id }).unwrap();
      enqueueSnackbar(t('admin.projectFacts.documents.removed'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(failureText(readAnswer(error), 'admin.projectFacts.documents.removeFailed'), { variant: 'error' });
    }
    setConfirming(null);
  };

  if (isLoading) return null;
  if (documents.length === 0) return <Typography variant="body2">{t('admin.projectFacts.documents.empty')}</Typography>;
  return (
    <>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {documents.map((document) => (
          <Box component="li" key={document._id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Link href={document.url} download sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {document.title}
              </Link>
              {document.titleBn && (
                <Typography lang="bn" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {document.titleBn}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {t(`details.documents.kinds.${document.kind}`)} · {documentSizeText(document.sizeBytes, t, i18n.language)}
              </Typography>
            </Box>
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setConfirming(document)}
              aria-label={t('admin.projectFacts.documents.removeLabel', { title: document.title })}
            >
              {t('admin.projectFacts.documents.remove')}
            </Button>
          </Box>
        ))}
      </Box>
      {confirming && (
        <Dialog
          open
          onClose={removing ? undefined : () => setConfirming(null)}
          aria-labelledby="remove-document-title"
          aria-describedby="remove-document-text"
          maxWidth="xs"
          fullWidth
        >
          <DialogTitle id="remove-document-title">{t('admin.projectFacts.documents.confirmTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText id="remove-document-text">{t('admin.projectFacts.documents.confirmText', { title: confirming.title })}</DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setConfirming(null)} disabled={removing}>
              {t('admin.projectFacts.documents.cancel')}
            </Button>
            <Button onClick={() => void onConfirm()} disabled={removing} color="error" variant="contained">
              {t('admin.projectFacts.documents.remove')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
