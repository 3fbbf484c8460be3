import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { NotFoundPage } from '../components/not-found-page';
import { PlaceholderPage } from '../components/placeholder-page';
import { HomePage } from '../features/home/components/home-page';

// Pages load on demand inside the layout's Suspense, so the header shows at once.
const ProjectsPage = lazy(() => import('../features/projects/components/projects-page').then((m) => ({ default: m.ProjectsPage })));
const ProjectDetailsPage = lazy(() =>
  import('../features/projects/components/project-details-page').then((m) => ({ default: m.ProjectDetailsPage })),
);

const DownloadPage = lazy(() => import('../features/download/components/download-page').then((m) => ({ default: m.DownloadPage })));

const PromotionsPage = lazy(() => import('../features/promotions/components/promotions-page').then((m) => ({ default: m.PromotionsPage })));
const AboutPage = lazy(() => import('../features/info/components/about-page').then((m) => ({ default: m.AboutPage })));
const ApproachPage = lazy(() => import('../features/info/components/approach-page').then((m) => ({ default: m.ApproachPage })));
const ServicesPage = lazy(() => import('../features/info/components/services-page').then((m) => ({ default: m.ServicesPage })));
const WhyUsPage = lazy(() => import('../features/info/components/why-us-page').then((m) => ({ default: m.WhyUsPage })));
const PolicyPage = lazy(() => import('../features/info/components/policy-page').then((m) => ({ default: m.PolicyPage })));
const DeleteAccountPage = lazy(() => import('../features/info/components/delete-account-page').then((m) => ({ default: m.DeleteAccountPage })));

const placeholder = (path: string, titleKey: string): RouteObject => ({ path, element: <PlaceholderPage titleKey={titleKey} /> });

/** Every route of the spec (section 2) plus the information pages; screens load lazily. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'investment/all', element: <ProjectsPage /> },
      { path: 'investments/details/:id', element: <ProjectDetailsPage /> },
      { path: 'promotions', element: <PromotionsPage /> },
      placeholder('deposit', 'pages.deposit'),
      placeholder('profile', 'pages.profile'),
      placeholder('signin', 'pages.signIn'),
      placeholder('signup', 'pages.signUp'),
      // Matching ignores case, so this also serves /signup/verify/OTP.
      placeholder('signup/verify/otp', 'pages.verify'),
      placeholder('signup/verify', 'pages.verify'),
      placeholder('resetpassword', 'pages.resetPassword'),
      { path: 'download', element: <DownloadPage /> },
      { path: 'policy', element: <PolicyPage /> },
      { path: 'delete-account', element: <DeleteAccountPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'approach', element: <ApproachPage /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'why-us', element: <WhyUsPage /> },
      placeholder('admin', 'pages.admin'),
      placeholder('admin/dashboard', 'pages.adminDashboard'),
      placeholder('admin/project/create', 'pages.createProject'),
      placeholder('admin/promotion/create', 'pages.createPromotion'),
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
