import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useGetProjectQuery } from '../../../../api/projects-api';
import { PageLoader } from '../../../../components/page-loader';
import { readAnswer } from '../../../../api/server-failure';
import { useFailureText } from '../../shared/server-failure';
import { usePageTitle } from '../../../../components/use-page-title';
import { ProjectDocumentsEditor } from './project-documents-editor';
import { DASHBOARD_PROJECTS, ProjectForm } from './project-form';

/** /admin/project/create, and with ?edit=<id> the same form filled in with that project. */
export function ProjectFormPage() {
  const { t } = useTranslation();
  const editId = useSearchParams()[0].get('edit');
  usePageTitle(t(editId ? 'admin.projectForm.editTitle' : 'admin.projectForm.createTitle'), t('pages.admin'));
  const failureText = useFailureText();
  const [openedAt] = useState(() => Date.now());
  const {
    currentData: project,
    error,
    isFetching,
    fulfilledTimeStamp,
    refetch,
  } = useGetProjectQuery(editId ?? '', {
    skip: !editId,
    refetchOnMountOrArgChange: true,
  });
  // The form starts from values read since this screen opened, never from an older cached copy; a
  // later refetch (after saving) leaves the form in place.
  const fresh = project !== undefined && fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= openedAt;

  let body;
  if (!editId) body = <ProjectForm key="new" />;
  else if (fresh) body = <ProjectForm key={project._id} project={project} />;
  else if (isFetching || !error) body = <PageLoader label={t('admin.projectForm.loading')} />;
  else {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('admin.projectForm.retry')}
          </Button>
        }
      >
        {failureText(readAnswer(error), 'admin.projectForm.loadFailed')}
      </Alert>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={DASHBOARD_PROJECTS} sx={{ mb: 2, ml: -1 }}>
        {t('admin.projectForm.back')}
      </Button>
      <Typography id="project-form-title" variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t(editId ? 'admin.projectForm.editTitle' : 'admin.projectForm.createTitle')}
      </Typography>
      {body}
      {/* Outside the project's form: its fields and buttons act at once and never submit the project. */}
      {(!editId || fresh) && <ProjectDocumentsEditor projectId={editId && project ? project._id : null} />}
    </Container>
  );
}
