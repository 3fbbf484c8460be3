import { useTranslation } from 'react-i18next';
import type { ProjectDto } from '../../../../../shared/api-types';
import { formatBdt, formatNumber } from '../../../../../shared/format';
import { AmountWords } from '../../../../components/amount-words';
import { RecordCard, RecordCards } from '../../shared/record-card';
import { ProjectActions } from './project-actions';

interface ProjectCardsProps {
  projects: ProjectDto[];
  onDelete: (project: ProjectDto) => void;
  onComplete: (project: ProjectDto) => void;
}

/** The projects table on a phone: one card per project, with the table's column names. */
export function ProjectCards({ projects, onDelete, onComplete }: ProjectCardsProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <RecordCards label={t('admin.projects.tableLabel')}>
      {projects.map((project) => (
        <RecordCard
          key={project._id}
          title={project.title}
          fields={[
            {
              label: t('admin.projects.columns.price'),
              value: (
                <>
                  {formatBdt(Number(project.price) || 0, lng)}
                  <AmountWords amount={Number(project.price) || 0} component="span" />
                </>
              ),
            },
            { label: t('admin.projects.columns.roi'), value: formatNumber(project.roi, lng) },
            {
              label: t('admin.projects.columns.raised'),
              value: (
                <>
                  {formatBdt(project.raisedAmount, lng)}
                  <AmountWords amount={project.raisedAmount} component="span" />
                </>
              ),
            },
            { label: t('admin.projects.columns.target'), value: formatNumber(project.targetAchieved, lng) },
            { label: t('admin.projects.columns.location'), value: project.location || t('admin.projects.noLocation') },
          ]}
          actions={<ProjectActions project={project} onDelete={onDelete} onComplete={onComplete} />}
        />
      ))}
    </RecordCards>
  );
}
