import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { InvestmentList } from '../../../components/investment-list';
import { usePageTitle } from '../../../components/use-page-title';
import { AdminLayout } from './admin-layout';
import type { DashboardSearchState } from './dashboard-page';

/**
 * /admin (spec section 2: "Admin layout with the investment list"): the list of /investment/all inside
 * the dashboard's header and sidebar. No tab is active here; choosing one, or searching, opens the
 * dashboard on it.
 */
export function AdminInvestmentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('projects.title'), t('pages.admin'));
  return (
    <AdminLayout
      activeTab={false}
      onSelectTab={(id) => void navigate(`/admin/dashboard?tab=${id}`)}
      // The text has nothing to filter here; Search carries it to the projects tab, as on the dashboard.
      onSearchChange={() => undefined}
      onSearch={(search) => void navigate('/admin/dashboard?tab=projects', { state: { search } satisfies DashboardSearchState })}
    >
      <InvestmentList titleLevel="h2" />
    </AdminLayout>
  );
}
