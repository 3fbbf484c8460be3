import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { ScrollToTop } from '../../../components/layout/scroll-to-top';
import { SkipLink } from '../../../components/layout/skip-link';
import { AdminRoute } from './admin-route';

/**
 * The route element around every /admin route (routes.tsx), in place of the public AppLayout: the
 * pages show only the dashboard's own header, and no public header or footer. The guard
 * runs once here for all of them; each page draws the dashboard header (AdminLayout), which holds
 * `<main id="main">` for the skip link.
 */
export function AdminShell() {
  return (
    <>
      <ScrollToTop />
      <SkipLink />
      <AdminRoute>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AdminRoute>
    </>
  );
}
