import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { NotFoundPage } from '../components/not-found-page';
import { RequireSignIn } from '../components/require-sign-in';
import { HomePage } from '../features/home/components/home-page';

// Pages load on demand inside the layout's Suspense, so the header shows at once.
const ProjectsPage = lazy(() => import('../features/projects/components/projects-page').then((m) => ({ default: m.ProjectsPage })));
const ProjectDetailsPage = lazy(() =>
  import('../features/projects/components/project-details-page').then((m) => ({ default: m.ProjectDetailsPage })),
);

const SignInPage = lazy(() => import('../features/sign-in/components/sign-in-page').then((m) => ({ default: m.SignInPage })));
const ResetPasswordPage = lazy(() =>
  import('../features/reset-password/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);

const DownloadPage = lazy(() => import('../features/download/components/download-page').then((m) => ({ default: m.DownloadPage })));
const ProfilePage = lazy(() => import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })));

const SignUpPage = lazy(() => import('../features/sign-up/components/sign-up-page').then((m) => ({ default: m.SignUpPage })));

const PromotionsPage = lazy(() => import('../features/promotions/components/promotions-page').then((m) => ({ default: m.PromotionsPage })));
const AboutPage = lazy(() => import('../features/info/components/about-page').then((m) => ({ default: m.AboutPage })));
const ApproachPage = lazy(() => import('../features/info/components/approach-page').then((m) => ({ default: m.ApproachPage })));
const ServicesPage = lazy(() => import('../features/info/components/services-page').then((m) => ({ default: m.ServicesPage })));
const WhyUsPage = lazy(() => import('../features/info/components/why-us-page').then((m) => ({ default: m.WhyUsPage })));
const PolicyPage = lazy(() => import('../features/info/components/policy-page').then((m) => ({ default: m.PolicyPage })));
const DeleteAccountPage = lazy(() => import('../features/info/components/delete-account-page').then((m) => ({ default: m.DeleteAccountPage })));
const DepositPage = lazy(() => import('../features/deposit/components/deposit-page').then((m) => ({ default: m.DepositPage })));

// Admin code, the guard included, must stay out of the first-load chunks (webpack's InitialChunkGuard):
// every /admin route uses this lazy AdminRoute, never a static import of it.
const AdminRoute = lazy(() => import('../features/admin/shell/admin-route').then((m) => ({ default: m.AdminRoute })));
const DashboardPage = lazy(() => import('../features/admin/shell/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const ProjectFormPage = lazy(() => import('../features/admin/project-form/components/project-form-page').then((m) => ({ default: m.ProjectFormPage })));
const CreatePromotionPage = lazy(() =>
  import('../features/admin/promotions/components/create-promotion-page').then((m) => ({ default: m.CreatePromotionPage })),
);

/** Every route of the spec (section 2) plus the information pages; screens load lazily. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'investment/all', element: <ProjectsPage /> },
      { path: 'investments/details/:id', element: <ProjectDetailsPage /> },
      { path: 'promotions', element: <PromotionsPage /> },
      {
        path: 'deposit',
        element: (
          <RequireSignIn>
            <DepositPage />
          </RequireSignIn>
        ),
      },
      { path: 'profile', element: <RequireSignIn><ProfilePage /></RequireSignIn> },
      { path: 'signin', element: <SignInPage /> },
      // One page for the whole wizard: React keeps it (and its machine) mounted across these paths.
      // Matching ignores case, so 'signup/verify/otp' also serves /signup/verify/OTP.
      { path: 'signup', element: <SignUpPage /> },
      { path: 'signup/verify/otp', element: <SignUpPage /> },
      { path: 'signup/verify', element: <SignUpPage /> },
      { path: 'resetpassword', element: <ResetPasswordPage /> },
      { path: 'download', element: <DownloadPage /> },
      { path: 'policy', element: <PolicyPage /> },
      { path: 'delete-account', element: <DeleteAccountPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'approach', element: <ApproachPage /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'why-us', element: <WhyUsPage /> },
      { path: 'admin', element: <AdminRoute><DashboardPage defaultTab="projects" /></AdminRoute> },
      { path: 'admin/dashboard', element: <AdminRoute><DashboardPage /></AdminRoute> },
      { path: 'admin/project/create', element: <AdminRoute><ProjectFormPage /></AdminRoute> },
      { path: 'admin/promotion/create', element: <AdminRoute><CreatePromotionPage /></AdminRoute> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The routes rendered inside a declarative router (BrowserRouter in the app, MemoryRouter in tests).
 * Not createBrowserRouter: the data router's code weighs 16 KB gzip on every first load, and no screen
 * uses loaders or actions (PERFORMANCE.md 1).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
