import { Suspense } from 'react';
import { useNavigate, Outlet } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { AdminLayout } from './admin-layout';
import type { DashboardSearchState } from './dashboard-page';

/**
 * The dashboard's header and sidebar around an /admin page that is not a dashboard tab (the create
 * forms, and any /admin route added later): no tab is chosen; choosing one, or searching, opens the
 * dashboard on it, as on /admin.
 */
export function AdminFrame() {
  const navigate = useNavigate();
  return (
    <AdminLayout
      activeTab={false}
      onSelectTab={(id) => void navigate(`/admin/dashboard?tab=${id}`)}
      onSearchChange={() => undefined}
      onSearch={(search) => void navigate('/admin/dashboard?tab=projects', { state: { search } satisfies DashboardSearchState })}
    >
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AdminLayout>
  );
}
