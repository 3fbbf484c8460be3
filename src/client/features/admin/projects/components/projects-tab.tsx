import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDto } from '../../../../../shared/api-types';
import { formatBdt } from '../../../../../shared/format';
import { useProjectList } from '../../../../api/projects-api';
import { ErrorLine } from '../../../../components/error-line';
import { PageLoader } from '../../../../components/page-loader';
import { useSnackbar } from '../../../../components/toast-provider';
import { useFailureText } from '../../shell/failure-text';
import type { AdminTabProps } from '../../shell/tabs';
import { useCompleteProjectMutation, useDeleteProjectMutation } from '../api';
import { filterProjects } from '../filter-projects';
import { CompleteProjectDialog } from './complete-project-dialog';
import { DeleteProjectDialog } from './delete-project-dialog';
import { usePhoneLayout } from '../../shared/use-phone-layout';
import { ProjectCards } from './project-cards';
import { ProjectsTable } from './projects-table';

/** The projects tab: the project list filtered by the header's search text, with Edit, Complete and Delete. */
export function ProjectsTab({ search }: AdminTabProps) {
  const { t, i18n } = useTranslation();
  const failureText = useFailureText();
  const { enqueueSnackbar } = useSnackbar();
  // Spec: choosing the projects tab refetches. The tab mounts when chosen, so a mount asks the server.
  const list = useProjectList({ refetchOnMountOrArgChange: true });
  const [deleteProject, { isLoading: deleting }] = useDeleteProjectMutation();
  const [pending, setPending] = useState<ProjectDto | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [completeProject, { isLoading: completing }] = useCompleteProjectMutation();
  const [toComplete, setToComplete] = useState<ProjectDto | null>(null);
  const phone = usePhoneLayout();

  const confirmComplete = async () => {
    if (!toComplete) return;
    setActionError(null);
    try {
      const answer = await completeProject(toComplete._id).unwrap();
      enqueueSnackbar(t('admin.projects.completedToast', { title: toComplete.title, amount: formatBdt(answer.capitalReturned, i18n.language) }), { variant: 'success' });
    } catch (error) {
      setActionError(failureText(error, 'admin.projects.completeFailed'));
    }
    setToComplete(null);
  };

  const confirmDelete = async () => {
    if (!pending) return;
    setActionError(null);
    try {
      await deleteProject(pending._id).unwrap();
      enqueueSnackbar(t('admin.projects.deleted', { title: pending.title }), { variant: 'success' });
    } catch (error) {
      // Spec section 8: an alert with the server's message, else 'Failed to delete project'.
      setActionError(failureText(error, 'admin.projects.deleteFailed'));
    }
    setPending(null);
  };

  if (!list.data) {
    if (list.isError) {
      return (
        <Box>
          <ErrorLine>{t('admin.projects.loadError', { message: failureText(list.error, 'admin.projects.loadFailed') })}</ErrorLine>
          <Button onClick={() => void list.refetch()} variant="outlined" sx={{ mt: 2 }}>
            {t('admin.projects.retry')}
          </Button>
        </Box>
      );
    }
    return <PageLoader label={t('admin.projects.loading')} />;
  }

  const shown = filterProjects(list.data, search);
  const query = search.trim();
  return (
    <Box>
      {actionError && (
        <Alert severity="error" onClose={() => setActionError(null)} sx={{ mb: 2 }}>
          {actionError}
        </Alert>
      )}
      {query && list.data.length > 0 && (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('admin.projects.filteredBy', { search: query })}
        </Typography>
      )}
      {list.data.length === 0 ? (
        <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {t('admin.projects.empty')}
        </Typography>
      ) : shown.length === 0 ? (
        <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {t('admin.projects.noMatch')}
        </Typography>
      ) : phone ? (
        <ProjectCards projects={shown} onDelete={setPending} onComplete={setToComplete} />
      ) : (
        <ProjectsTable projects={shown} onDelete={setPending} onComplete={setToComplete} />
      )}
      {toComplete && <CompleteProjectDialog project={toComplete} busy={completing} onCancel={() => setToComplete(null)} onConfirm={() => void confirmComplete()} />}
      {pending && <DeleteProjectDialog project={pending} busy={deleting} onCancel={() => setPending(null)} onConfirm={() => void confirmDelete()} />}
    </Box>
  );
}
