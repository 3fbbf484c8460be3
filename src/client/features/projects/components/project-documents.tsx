import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../../shared/localized';
import { useGetProjectDocumentsQuery } from '../../../api/project-documents-api';
import { documentSizeText } from '../../../components/document-text';

/**
 * The project's documents (Shariah approval, deed, contract) for anyone to read before
 * investing. Nothing is shown while loading, on failure or when there are none: the page stays whole.
 */
export function ProjectDocuments({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { data: documents = [] } = useGetProjectDocumentsQuery(projectId);
  if (documents.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="project-documents-title" sx={{ mt: 5, maxWidth: 820 }}>
      <Typography id="project-documents-title" variant="h2" gutterBottom>
        {t('details.documents.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {documents.map((document) => (
          <Box component="li" key={document._id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
            <DescriptionOutlinedIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              {/* A real link to the file: it downloads (Content-Disposition) and works without script. */}
              <Link href={document.url} download sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {localized(document.title, document.titleBn, lng)}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t(`details.documents.kinds.${document.kind}`)} · {t('details.documents.pdf')} · {documentSizeText(document.sizeBytes, t, lng)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
