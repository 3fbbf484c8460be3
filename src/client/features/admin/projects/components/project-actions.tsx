import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProjectDto } from '../../../../../shared/api-types';
import { CompletedBadge } from '../../../../components/completed-badge';

interface ProjectActionsProps {
  project: ProjectDto;
  onDelete: (project: ProjectDto) => void;
  onComplete: (project: ProjectDto) => void;
}

/** A project's Edit, Complete and Delete, the same in the table and on a phone's card. */
export function ProjectActions({ project, onDelete, onComplete }: ProjectActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ justifyContent: { sm: 'center' }, flexWrap: 'wrap', gap: 1 }}>
      {/* DECISIONS.md "project Edit": the create form, filled in with this project. */}
      <Button
        size="small"
        component={RouterLink}
        to={`/admin/project/create?edit=${encodeURIComponent(project._id)}`}
        aria-label={t('admin.projects.editLabel', { title: project.title })}
      >
        {t('admin.projects.edit')}
      </Button>
      {project.status === 'completed' ? (
        <CompletedBadge />
      ) : (
        <Button size="small" color="warning" onClick={() => onComplete(project)} aria-label={t('admin.projects.completeLabel', { title: project.title })}>
          {t('admin.projects.complete')}
        </Button>
      )}
      <Button size="small" color="error" onClick={() => onDelete(project)} aria-label={t('admin.projects.deleteLabel', { title: project.title })}>
        {t('admin.projects.delete')}
      </Button>
    </Stack>
  );
}
