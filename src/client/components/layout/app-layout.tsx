import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../page-loader';
import { useStepReveal } from '../use-step-reveal';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

/** Header, page, footer; lazy pages show a spinner in place while their code loads. */
export function AppLayout() {
  const footerShown = useStepReveal(1);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <SkipLink />
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
