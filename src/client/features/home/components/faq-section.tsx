import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../../shared/format';
import { ErrorLine } from '../../../components/error-line';
import type { FaqItem } from '../use-faq';
import { useFaq } from '../use-faq';

interface FaqEntryProps {
  item: FaqItem;
  id: string;
  open: boolean;
  onToggle: () => void;
}

/**
 * One question as a disclosure (a button with aria-expanded controlling its answer). Hand-made rather
 * than MUI's Accordion: the home route's first load carries it, and Accordion + Collapse weigh more.
 */
function FaqEntry({ item, id, open, onToggle }: FaqEntryProps) {
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography component="h3" sx={{ m: 0, fontSize: 'inherit' }}>
        <ButtonBase
          id={`${id}-header`}
          aria-expanded={open}
          aria-controls={`${id}-content`}
          onClick={onToggle}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            gap: 2,
            px: 2,
            py: 1.5,
            textAlign: 'start',
            font: 'inherit',
            fontWeight: 600,
            '&.Mui-focusVisible': { bgcolor: 'action.focus' },
          }}
        >
          <span>{item.question}</span>
          <ExpandMoreIcon aria-hidden sx={{ color: 'text.secondary', transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
        </ButtonBase>
      </Typography>
      <Box id={`${id}-content`} role="region" aria-labelledby={`${id}-header`} hidden={!open} sx={{ px: 2, pb: 2 }}>
        {open && <Typography color="text.secondary">{item.answer}</Typography>}
      </Box>
    </Box>
  );
}

/** The FAQ in the current language; one item open at a time, and the open one can be closed. */
export function FaqSection() {
  const { t, i18n } = useTranslation();
  const lng = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const faq = useFaq(lng);
  const [expanded, setExpanded] = useState<{ lng: string; index: number } | null>(null);
  // An open item belongs to one language's list; a language change closes it.
  const openIndex = expanded?.lng === lng ? expanded.index : null;

  let body;
  if (faq.status === 'loading') body = <Typography role="status">{t('home.faq.loading')}</Typography>;
  else if (faq.status === 'failed') body = <ErrorLine>{t('home.faq.failed')}</ErrorLine>;
  else if (faq.status === 'error') body = <ErrorLine>{t('home.faq.error', { message: faq.message })}</ErrorLine>;
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}>
        {faq.items.map((item, index) => (
          <FaqEntry key={`${lng}-${index}`} item={item} id={`faq-${index}`} open={openIndex === index} onToggle={() => setExpanded(openIndex === index ? null : { lng, index })} />
        ))}
      </Box>
    );

  return (
    <Container component="section" maxWidth="md" aria-labelledby="home-faq-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="home-faq-title" variant="h2" gutterBottom>
        {t('home.faq.title')}
      </Typography>
      {body}
    </Container>
  );
}
