import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DEFAULT_ROI } from '../../../../shared/constants';
import { formatBdt, formatPercent } from '../../../../shared/format';
import { localized } from '../../../../shared/localized';
import { projectGalleryImages } from '../../../../shared/project-gallery';
import { AmountWords } from '../../../components/amount-words';
import { useGetProjectQuery } from '../../../api/projects-api';
import { usePageTitle } from '../../../components/use-page-title';
import { useStepReveal } from '../../../components/use-step-reveal';
import { InvestAction, type InvestDialogSlot } from './invest-action';
import { ProjectFunding } from './project-funding';
import { ProjectDocuments } from './project-documents';
import { ProjectGallery } from './project-gallery';
import { ProjectKeyFacts } from './project-key-facts';
import { ContractText } from '../../../components/contract-text';

function Fact({ label, value, note, amount }: { label: string; value: string; note?: string; amount?: number }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }}>{value}</Typography>
      {amount !== undefined && <AmountWords amount={amount} />}
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** `investDialog`: the invest feature's dialog, composed in by the app's routes. */
export function ProjectDetailsPage({ investDialog }: { investDialog: InvestDialogSlot }) {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { data: project, isLoading, isError } = useGetProjectQuery(id);
  // Below the first screen on a phone, and last in the layout on any screen, so showing them a task
  // after the first paint moves nothing already drawn: the terms and Invest, the description, the
  // documents (PERFORMANCE.md 2; the first paint shapes less Bengali text).
  const shown = useStepReveal(3);
  // The project's own title once loaded; while loading, the app's name; a missing project says so.
  usePageTitle(isError ? t('details.notFound') : project && localized(project.title, project.titleBn, lng));

  if (isLoading) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Typography role="status">{t('details.loading')}</Typography>
      </Container>
    );
  }
  if (isError || !project) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Typography variant="h1" gutterBottom>
          {t('details.notFound')}
        </Typography>
        <Button component={RouterLink} to="/investment/all" variant="contained">
          {t('details.backToList')}
        </Button>
      </Container>
    );
  }

  // In Bengali the admin's Bengali texts, each falling back to the English when not written.
  const title = localized(project.title, project.titleBn, lng);
  const location = localized(project.location, project.locationBn, lng);
  const description = localized(project.description, project.descriptionBn, lng);
  const images = projectGalleryImages(project);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <ProjectGallery images={images} title={title} />
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' } }} gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 3 }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden />
            {location || t('details.noLocation')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 2 }}>
            <Fact label={t('details.unitPrice')} value={formatBdt(Number(project.price) || 0, lng)} amount={Number(project.price) || 0} note={t('details.unitPriceNote')} />
            <Fact label={t('details.roi')} value={formatPercent(project.roi || DEFAULT_ROI, lng)} note={t('details.roiNote')} />
            <ProjectFunding project={project} />
          </Paper>
          {shown >= 1 && (
            <>
              <ProjectKeyFacts project={project} />
              <Box sx={{ mt: 2.5 }}>
                <ContractText contractType={project.contractType} investorSharePercent={project.investorSharePercent} headingId="project-contract-title" />
              </Box>
              <Box sx={{ mt: 2.5 }}>
                <InvestAction project={project} dialog={investDialog} />
              </Box>
            </>
          )}
        </Box>
      </Box>
      {shown >= 2 && (
        <Box component="section" sx={{ mt: 5, maxWidth: 820 }}>
          <Typography variant="h2" gutterBottom>
            {t('details.descriptionTitle')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{description || t('details.noDescription')}</Typography>
        </Box>
      )}
      {shown >= 3 && <ProjectDocuments projectId={project._id} />}
    </Container>
  );
}
