import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../page-loader';
import { useStepReveal } from '../use-step-reveal';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  bgcolor: 'background.paper',
  p: 1,
  '&:focus': { top: 8 },
} as const;

/** Header, page, footer; lazy pages show a spinner in place while their code loads. */
export function AppLayout() {
  const { t } = useTranslation();
  const footerShown = useStepReveal(1);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <Link href="#main" sx={skipLinkSx}>
        {t('nav.skipToContent')}
      </Link>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page growing as its code and data
          arrive never pushes it across the screen (layout shift, PERFORMANCE.md 2). */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {/* Below the fold on every page (main is a screen tall): it joins just after the first paint. */}
      {footerShown > 0 && <Footer />}
    </Box>
  );
}
