import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDto } from '../../../../shared/api-types';
import { formatNumber } from '../../../../shared/format';
import { ProjectCard } from '../../../components/project-card';
import { useCarousel } from '../use-carousel';
import { CarouselDots } from './carousel-dots';

/** The carousel itself: prev/next, the visible projects and the dots; ArrowLeft/ArrowRight move it. */
export function CarouselTrack({ projects }: { projects: ProjectDto[] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  // noSsr: read the real width on the first render, so wide screens never flash a single card.
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { index, visible, canMove, prev, next, goTo } = useCarousel(projects.length, wide);
  const total = formatNumber(projects.length, i18n.language);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  }

  return (
    <Box
      role="region"
      aria-roledescription={t('home.carousel.roleDescription')}
      aria-label={t('home.carousel.title')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{ outline: 'none', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4, borderRadius: 1 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label={t('home.carousel.previous')} onClick={prev} disabled={!canMove}>
          <ChevronLeftIcon />
        </IconButton>
        <Box
          component="ul"
          aria-live="polite"
          sx={{ listStyle: 'none', p: 0, m: 0, flex: 1, display: 'grid', gap: 3, gridTemplateColumns: `repeat(${visible.length}, minmax(0, 1fr))` }}
        >
          {visible.map((i) => (
            <li key={projects[i]!._id}>
              {/* The slide role sits inside the li: a list may only hold list items (axe). */}
              <Box
                role="group"
                aria-roledescription={t('home.carousel.slide')}
                aria-label={t('home.carousel.slideLabel', { current: formatNumber(i + 1, i18n.language), total })}
                sx={{ height: '100%' }}
              >
                <ProjectCard project={projects[i]!} headingLevel="h3" withDescription={false} />
              </Box>
            </li>
          ))}
        </Box>
        <IconButton aria-label={t('home.carousel.next')} onClick={next} disabled={!canMove}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      {projects.length > 1 && <CarouselDots count={projects.length} current={index} onSelect={goTo} />}
    </Box>
  );
}
