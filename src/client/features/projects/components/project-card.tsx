import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProjectDto } from '../../../../shared/api-types';
import { formatBdt, formatPercent } from '../../../../shared/format';
import { projectImageUrl } from '../project-image';

const clampTwoLines = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

export function ProjectCard({ project }: { project: ProjectDto }) {
  const { t, i18n } = useTranslation();
  const achieved = Math.min(100, Math.max(0, project.targetAchieved));
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/investments/details/${project._id}`} sx={{ height: '100%', alignItems: 'stretch' }}>
        <Box
          component="img"
          src={projectImageUrl(project.defaultImage)}
          alt=""
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
          sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', display: 'block', bgcolor: 'grey.200' }}
        />
        <CardContent>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
            {project.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden />
            {project.location || t('projects.noLocation')}
          </Typography>
          <Typography sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
            {t('projects.pricePerUnit', { price: formatBdt(Number(project.price) || 0, i18n.language) })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ ...clampTwoLines, mb: 1.5 }}>
            {project.description}
          </Typography>
          <LinearProgress variant="determinate" value={achieved} aria-hidden sx={{ height: 6, borderRadius: 3, mb: 0.5 }} />
          <Typography variant="body2">{t('projects.targetAchieved', { percent: formatPercent(project.targetAchieved, i18n.language) })}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
