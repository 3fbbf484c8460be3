import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY } from '../../../shared/company';
import { formatNumber } from '../../../shared/format';
import { localized } from '../../../shared/localized';
import { useGetTrustQuery } from '../../api/trust-api';
import { useNearViewport } from '../use-near-viewport';
import { usePendingToasts } from '../use-pending-toasts';
import { BrandLink } from './brand-link';

const INFO_LINKS = [
  { to: '/about', labelKey: 'footer.about' },
  { to: '/approach', labelKey: 'footer.approach' },
  { to: '/services', labelKey: 'footer.services' },
  { to: '/why-us', labelKey: 'footer.whyUs' },
  { to: '/shariah-governance', labelKey: 'footer.shariahGovernance' },
  { to: '/risk-disclosure', labelKey: 'footer.riskDisclosure' },
  { to: '/terms', labelKey: 'footer.terms' },
  { to: '/policy', labelKey: 'footer.privacy' },
  { to: '/delete-account', labelKey: 'footer.deleteAccount' },
];

// Plain anchors, not MUI's Link: the footer is on every first load and Link weighs about 1 KB gzip
// there (PERFORMANCE.md 1). The focus ring is the theme's, as on every link.
const linkSx = { display: 'block', color: 'inherit', textUnderlineOffset: '0.2em' } as const;

const FOOTER_TOASTS = ['toastMessage'] as const;

export function Footer() {
  const { t, i18n } = useTranslation();
  // Spec section 2: a stored message still pending on arrival is shown once, then cleared.
  usePendingToasts(FOOTER_TOASTS);
  // The company's address and contact come from Settings, asked for only when the footer
  // comes near the screen, so a first load is not one request longer.
  const [footerRef, near] = useNearViewport<HTMLElement>();
  const { data } = useGetTrustQuery(undefined, { skip: !near });
  const company = data?.company ?? null;
  const phone = company?.phone ?? COMPANY.phoneDisplay;
  const email = company?.email ?? COMPANY.supportEmail;
  const year = formatNumber(new Date().getFullYear(), i18n.language).replace(/[,،]/g, '');
  return (
    <Box component="footer" ref={footerRef} sx={{ bgcolor: '#0d2b22', color: '#e8f3ee', mt: 6, py: 5 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 4, justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 360 }}>
            <BrandLink color="#ffffff" />
            <Typography variant="body2" sx={{ mt: 1.5, opacity: 0.85 }}>
              {t('footer.tagline')}
            </Typography>
          </Box>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>
              {t('footer.contactTitle')}
            </Typography>
            {company && (
              <>
                <Typography variant="body2">{localized(company.legalName, company.legalNameBn, i18n.language)}</Typography>
                <Typography variant="body2">{localized(company.address, company.addressBn, i18n.language)}</Typography>
              </>
            )}
            <Box component="a" href={`tel:${phone.replace(/[^\d+]/g, '')}`} sx={{ ...linkSx, mt: 0.5 }}>
              {phone}
            </Box>
            <Box component="a" href={`mailto:${email}`} sx={linkSx}>
              {email}
            </Box>
          </Box>
          <Box component="nav" aria-label={t('footer.linksTitle')}>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>
              {t('footer.linksTitle')}
            </Typography>
            {INFO_LINKS.map((link) => (
              <Box key={link.to} component={RouterLink} to={link.to} sx={{ ...linkSx, py: 0.25 }}>
                {t(link.labelKey)}
              </Box>
            ))}
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.8 }}>
          {t('footer.copyright', { year })}
        </Typography>
      </Container>
    </Box>
  );
}
