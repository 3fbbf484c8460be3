import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { NotFoundPage } from '../components/not-found-page';
import { PlaceholderPage } from '../components/placeholder-page';
import { HomePage } from '../features/home/components/home-page';

// Pages load on demand inside the layout's Suspense, so the header shows at once.
const ProjectsPage = lazy(() => import('../features/projects/components/projects-page').then((m) => ({ default: m.ProjectsPage })));
const ProjectDetailsPage = lazy(() =>
  import('../features/projects/components/project-details-page').then((m) => ({ default: m.ProjectDetailsPage })),
);

const placeholder = (path: string, titleKey: string): RouteObject => ({ path, element: <PlaceholderPage titleKey={titleKey} /> });

/** Every route of the spec (section 2) plus the information pages; screens load lazily. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'investment/all', element: <ProjectsPage /> },
      { path: 'investments/details/:id', element: <ProjectDetailsPage /> },
      placeholder('promotions', 'pages.promotions'),
      placeholder('deposit', 'pages.deposit'),
      placeholder('profile', 'pages.profile'),
      placeholder('signin', 'pages.signIn'),
      placeholder('signup', 'pages.signUp'),
      // Matching ignores case, so this also serves /signup/verify/OTP.
      placeholder('signup/verify/otp', 'pages.verify'),
      placeholder('signup/verify', 'pages.verify'),
      placeholder('resetpassword', 'pages.resetPassword'),
      placeholder('download', 'pages.download'),
      placeholder('policy', 'pages.policy'),
      placeholder('delete-account', 'pages.deleteAccount'),
      placeholder('about', 'pages.about'),
      placeholder('approach', 'pages.approach'),
      placeholder('services', 'pages.services'),
      placeholder('why-us', 'pages.whyUs'),
      placeholder('admin', 'pages.admin'),
      placeholder('admin/dashboard', 'pages.adminDashboard'),
      placeholder('admin/project/create', 'pages.createProject'),
      placeholder('admin/promotion/create', 'pages.createPromotion'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
