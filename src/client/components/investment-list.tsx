import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/api-slice';
import { useProjectList } from '../api/projects-api';
import { PageLoader } from './page-loader';
import { ProjectCard } from './project-card';
import { useNearViewport } from './use-near-viewport';
import { useNavigationToast } from './use-navigation-toast';
import { usePendingToasts } from './use-pending-toasts';

const LIST_TOASTS = ['toastSuccess', 'toastError', 'toastMessage'] as const;

/** A card further down the list: its picture loads as it nears the screen. */
function LaterProjectCard(props: Omit<ComponentProps<typeof ProjectCard>, 'image'>) {
  const [ref, near] = useNearViewport<HTMLImageElement>();
  return <ProjectCard {...props} image={near ? { ref } : { ref, src: undefined, srcSet: undefined }} />;
}

interface InvestmentListProps {
  /** h1 as the page of /investment/all; h2 under the admin header's own h1 on /admin. The cards' titles sit one level below. */
  titleLevel?: 'h1' | 'h2';
}

/**
 * The investment list of /investment/all and of /admin (spec section 2, "Projects list and admin
 * investment list"): title, subtitle, the card grid and its states, and the toasts left for it.
 */
export function InvestmentList({ titleLevel = 'h1' }: InvestmentListProps) {
  const { t } = useTranslation();
  usePendingToasts(LIST_TOASTS);
  useNavigationToast();
  const { data: projects, isLoading, error } = useProjectList();

  let body;
  if (isLoading) body = <PageLoader label={t('projects.loading')} />;
  else if (error) body = <Alert severity="error">{t('projects.error', { message: errorMessage(error, t('common.networkError')) })}</Alert>;
  else if (!projects?.length) body = <Typography sx={{ py: 6, textAlign: 'center' }}>{t('projects.empty')}</Typography>;
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
        {projects.map((project, index) => (
          <li key={project._id}>
            {index === 0 ? (
              <ProjectCard project={project} priority headingLevel={titleLevel === 'h1' ? 'h2' : 'h3'} />
            ) : (
              <LaterProjectCard project={project} headingLevel={titleLevel === 'h1' ? 'h2' : 'h3'} />
            )}
          </li>
        ))}
      </Box>
    );

  return (
    <>
      <Typography variant={titleLevel} gutterBottom>
        {t('projects.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {t('projects.subtitle')}
      </Typography>
      {body}
    </>
  );
}
