import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ImgHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProjectDto } from '../../shared/api-types';
import { formatBdt, formatPercent } from '../../shared/format';
import { isFullyFunded, targetAchievedPercent } from '../../shared/funding';
import { localized } from '../../shared/localized';
import { PROJECT_CARD_IMAGE_SIZES, projectImageUrl } from '../../shared/project-image';
import { AmountWords } from './amount-words';
import { CompletedBadge } from './completed-badge';
import { FullyFundedBadge } from './fully-funded-badge';
import { uploadSrcSet } from './upload-src-set';

const clampTwoLines = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

interface ProjectCardProps {
  project: ProjectDto;
  /** The title's heading level: h2 in the list, h3 under the home page's section heading. */
  headingLevel?: 'h2' | 'h3';
  /** The list shows the description clamped to two lines; the compact home carousel leaves it out. */
  withDescription?: boolean;
  /** The first card of the list: its image is the page's largest paint, so it loads at once and first. */
  priority?: boolean;
  /** Laid over the image's own: the list holds pictures back until they near the screen (investment-list.tsx). */
  image?: ImgHTMLAttributes<HTMLImageElement> & { ref: (element: HTMLImageElement | null) => void };
}

/** A project's card, linking to its details: image, title, location, price, (description) and progress. */
export function ProjectCard({ project, headingLevel = 'h2', withDescription = true, priority = false, image }: ProjectCardProps) {
  const { t, i18n } = useTranslation();
  // Derived from raised ÷ funding target when the project has one, else the admin's percentage.
  const achieved = targetAchievedPercent(project);
  const lng = i18n.language;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/investments/details/${project._id}`} sx={{ height: '100%', alignItems: 'stretch' }}>
        <Box
          component="img"
          src={projectImageUrl(project.defaultImage)}
          srcSet={uploadSrcSet(projectImageUrl(project.defaultImage))}
          sizes={PROJECT_CARD_IMAGE_SIZES}
          alt=""
          width={600}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          // The rest wait their turn: the first card's image is the one the screen is waiting for.
          fetchPriority={priority ? 'high' : 'low'}
          decoding="async"
          sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', display: 'block', bgcolor: 'grey.200' }}
          {...image}
        />
        <CardContent>
          <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.15rem', mb: 0.5 }}>
            {localized(project.title, project.titleBn, lng)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden />
            {localized(project.location, project.locationBn, lng) || t('projects.noLocation')}
          </Typography>
          <Box sx={{ mb: 1 }}>
            <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{t('projects.pricePerUnit', { price: formatBdt(Number(project.price) || 0, i18n.language) })}</Typography>
            <AmountWords amount={Number(project.price) || 0} />
          </Box>
          {withDescription && (
            <Typography variant="body2" color="text.secondary" sx={{ ...clampTwoLines, mb: 1.5 }}>
              {localized(project.description, project.descriptionBn, lng)}
            </Typography>
          )}
          {/* A drawn bar, not LinearProgress: the figure below says it in words, and cards sit on the first load. */}
          <Box aria-hidden sx={{ height: 6, borderRadius: 3, mb: 0.5, overflow: 'hidden', bgcolor: 'rgba(11, 107, 79, 0.3)' }}>
            <Box sx={{ height: '100%', width: `${achieved}%`, bgcolor: 'primary.main', borderRadius: 3 }} />
          </Box>
          <Typography variant="body2">{t('projects.targetAchieved', { percent: formatPercent(achieved, i18n.language) })}</Typography>
          {project.status === 'completed' ? (
            <Box sx={{ mt: 1 }}>
              <CompletedBadge />
            </Box>
          ) : (
            isFullyFunded(project) && (
              <Box sx={{ mt: 1 }}>
                <FullyFundedBadge />
              </Box>
            )
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
