import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ProjectDto } from '../../../../../shared/api-types';
import { formatBdt, formatNumber } from '../../../../../shared/format';
import { AmountWords } from '../../../../components/amount-words';
import { ProjectActions } from './project-actions';

interface ProjectsTableProps {
  projects: ProjectDto[];
  onDelete: (project: ProjectDto) => void;
  onComplete: (project: ProjectDto) => void;
}

/** The projects tab's table (spec section 2): title, price, ROI (%), raised, target (%), location. */
export function ProjectsTable({ projects, onDelete, onComplete }: ProjectsTableProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('admin.projects.tableLabel')} sx={{ minWidth: 860 }}>
        <TableHead sx={{ bgcolor: 'grey.100' }}>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('admin.projects.columns.title')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">
              {t('admin.projects.columns.price')}
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">
              {t('admin.projects.columns.roi')}
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">
              {t('admin.projects.columns.raised')}
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">
              {t('admin.projects.columns.target')}
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('admin.projects.columns.location')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="center">
              {t('admin.projects.columns.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.map((project) => (
            <TableRow key={project._id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {project.title}
              </TableCell>
              <TableCell align="right">
                {formatBdt(Number(project.price) || 0, lng)}
                <AmountWords amount={Number(project.price) || 0} component="span" />
              </TableCell>
              <TableCell align="right">{formatNumber(project.roi, lng)}</TableCell>
              <TableCell align="right">
                {formatBdt(project.raisedAmount, lng)}
                <AmountWords amount={project.raisedAmount} component="span" />
              </TableCell>
              <TableCell align="right">{formatNumber(project.targetAchieved, lng)}</TableCell>
              <TableCell>{project.location || t('admin.projects.noLocation')}</TableCell>
              <TableCell align="center">
                <ProjectActions project={project} onDelete={onDelete} onComplete={onComplete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
