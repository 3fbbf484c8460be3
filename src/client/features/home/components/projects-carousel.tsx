import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../../api/api-slice';
import { useProjectList } from '../../../api/projects-api';
import { ErrorLine } from '../../../components/error-line';
import { PageLoader } from '../../../components/page-loader';
import { CarouselTrack } from './carousel-track';

/** 'Ongoing investments': the project list as a carousel, with its loading, error and empty states. */
export function ProjectsCarousel() {
  const { t } = useTranslation();
  const { data: projects, isLoading, error } = useProjectList();

  let body;
  if (isLoading) body = <PageLoader label={t('home.carousel.loading')} />;
  else if (error) body = <ErrorLine>{t('home.carousel.error', { message: errorMessage(error, t('common.networkError')) })}</ErrorLine>;
  else if (!projects?.length) body = <Typography sx={{ py: 4, textAlign: 'center' }}>{t('home.carousel.empty')}</Typography>;
  else body = <CarouselTrack projects={projects} />;

  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography id="home-carousel-title" variant="h2">
          {t('home.carousel.title')}
        </Typography>
        <Button component={RouterLink} to="/investment/all">
          {t('home.carousel.viewAll')}
        </Button>
      </Box>
      {body}
    </Container>
  );
}
