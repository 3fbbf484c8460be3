import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-slice';
import { PageLoader } from '../../../components/page-loader';
import { useNavigationToast } from '../../../components/use-navigation-toast';
import { usePendingToasts } from '../../../components/use-pending-toasts';
import { useGetProjectsQuery } from '../../../api/projects-api';
import { ProjectCard } from '../../../components/project-card';

const LIST_TOASTS = ['toastSuccess', 'toastError', 'toastMessage'] as const;

export function ProjectsPage() {
  const { t } = useTranslation();
  usePendingToasts(LIST_TOASTS);
  useNavigationToast();
  const { data: projects, isLoading, error } = useGetProjectsQuery();

  let body;
  if (isLoading) body = <PageLoader label={t('projects.loading')} />;
  else if (error) body = <Alert severity="error">{t('projects.error', { message: errorMessage(error, t('common.networkError')) })}</Alert>;
  else if (!projects?.length) body = <Typography sx={{ py: 6, textAlign: 'center' }}>{t('projects.empty')}</Typography>;
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
        {projects.map((project, index) => (
          <li key={project._id}>
            <ProjectCard project={project} priority={index === 0} />
          </li>
        ))}
      </Box>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('projects.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {t('projects.subtitle')}
      </Typography>
      {body}
    </Container>
  );
}
