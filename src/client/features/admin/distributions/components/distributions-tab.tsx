import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useProjectList } from '../../../../api/projects-api';
import { useFailureText } from '../../shell/failure-text';
import { DistributionFlow } from './distribution-flow';
import { PastDistributions } from './past-distributions';
import { useDistributionMachine } from './use-distribution-machine';

/**
 * The admin distributions tab: a project's profit or loss of a period shared among its
 * holders by capital × days held, previewed before it is posted, and the project's past distributions.
 */
export function DistributionsTab(_props: { search?: string }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { data: projects, error, isFetching, refetch } = useProjectList({ refetchOnMountOrArgChange: true });
  const machine = useDistributionMachine();
  const [snapshot, send] = machine;
  const { projectId } = snapshot.context;
  // The project is fixed while a preview is shown or a post is on its way.
  const canChooseProject = snapshot.matches('editing') || snapshot.matches('done');

  return (
    <Box component="section" aria-labelledby="admin-distributions-title" sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
      <Box>
        <Typography id="admin-distributions-title" variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
          {t('admin.distributions.title')}
        </Typography>
        <Typography color="text.secondary">{t('admin.distributions.intro')}</Typography>
      </Box>
      {!projects && error && !isFetching && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('admin.distributions.retry')}
            </Button>
          }
        >
          {failureText(error, 'admin.distributions.projectsFailed')}
        </Alert>
      )}
      <TextField
        select
        id="distribution-project"
        label={t('admin.distributions.project')}
        required
        fullWidth
        value={projectId ?? ''}
        onChange={(event) => send({ type: 'SELECT_PROJECT', projectId: event.target.value || null })}
        disabled={!canChooseProject || !projects || projects.length === 0}
        helperText={!projects ? t('common.loading') : projects.length === 0 ? t('admin.distributions.noProjects') : undefined}
        // A native select: keyboard and screen-reader friendly, and the phone's own picker on mobile.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('admin.distributions.chooseProject')}</option>
        {/* A completed project takes no new distribution (the server says so), but its past ones are listed. */}
        {projects?.map((project) => (
          <option key={project._id} value={project._id}>
            {project.status === 'completed' ? t('admin.distributions.completedProject', { title: project.title }) : project.title}
          </option>
        ))}
      </TextField>
      <DistributionFlow machine={machine} />
      {projectId && <PastDistributions projectId={projectId} completed={projects?.find((p) => p._id === projectId)?.status === 'completed'} />}
    </Box>
  );
}
