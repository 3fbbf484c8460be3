import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DASHBOARD_PROMOTIONS } from './promotion-form';

/** The heading's id, for the form's aria-labelledby. */
export const PROMOTION_TITLE_ID = 'promotion-form-title';

/** The create and edit pages share their frame: the way back to the promotions tab and the heading that labels the form. */
export function PromotionPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={DASHBOARD_PROMOTIONS} sx={{ mb: 2, ml: -1 }}>
        {t('admin.promotions.create.back')}
      </Button>
      <Typography id={PROMOTION_TITLE_ID} variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
