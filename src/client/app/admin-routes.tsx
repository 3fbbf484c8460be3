import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { AdminFrame } from '../features/admin/shell/admin-frame';
import { AdminShell } from '../features/admin/shell/admin-shell';

// Loaded as one lazy chunk for /admin/* (routes.tsx): the shell, which holds the guard, and the table
// of admin pages; each page is its own chunk below.
const DashboardPage = lazy(() => import('../features/admin/shell/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const AdminInvestmentsPage = lazy(() => import('../features/admin/shell/admin-investments-page').then((m) => ({ default: m.AdminInvestmentsPage })));
const ProjectFormPage = lazy(() => import('../features/admin/project-form/components/project-form-page').then((m) => ({ default: m.ProjectFormPage })));
const CreatePromotionPage = lazy(() => import('../features/admin/promotions/components/create-promotion-page').then((m) => ({ default: m.CreatePromotionPage })));
const EditPromotionPage = lazy(() => import('../features/admin/promotions/components/edit-promotion-page').then((m) => ({ default: m.EditPromotionPage })));

// /admin pages show only the dashboard's header, not the public header and footer.
// AdminShell guards them all (signed out to /signin, investors 'not allowed', two-factor first).
// Paths are relative to /admin.
const adminRoutes: RouteObject[] = [
  {
    element: <AdminShell />,
    children: [
      { index: true, element: <AdminInvestmentsPage /> },
      { path: 'dashboard', element: <DashboardPage /> },
      // Pages that are not a dashboard tab: the dashboard header and sidebar around them (AdminFrame).
      // A new /admin page goes here, and gets the header, the guard and the skip link with no more work.
      {
        element: <AdminFrame />,
        children: [
          { path: 'project/create', element: <ProjectFormPage /> },
          { path: 'promotion/create', element: <CreatePromotionPage /> },
          { path: 'promotion/:id/edit', element: <EditPromotionPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
