import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translatedList } from '../translated-list';

interface ListItem {
  title: string;
  text: string;
}

/**
 * One titled section of an information page, read from `{base}.title`, `{base}.paragraphs` and,
 * when present, `{base}.items` (a list of title + text pairs, e.g. core values).
 */
export function InfoSection({ base, children }: { base: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const paragraphs = translatedList<string>(t, `${base}.paragraphs`);
  const items = translatedList<ListItem>(t, `${base}.items`);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 1.5 }}>
        {t(`${base}.title`)}
      </Typography>
      {paragraphs.map((text) => (
        <Typography key={text} sx={{ mb: 1.5 }}>
          {text}
        </Typography>
      ))}
      {items.length > 0 && (
        <Box component="ul" sx={{ pl: 3, my: 1.5 }}>
          {items.map((item) => (
            <Typography component="li" key={item.title} sx={{ mb: 1 }}>
              <Box component="strong" sx={{ fontWeight: 700 }}>
                {item.title}
              </Box>
              {' — '}
              {item.text}
            </Typography>
          ))}
        </Box>
      )}
      {children}
    </Box>
  );
}
