import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { NotFoundPage } from '../components/not-found-page';
import { PlaceholderPage } from '../components/placeholder-page';
import { HomePage } from '../features/home/components/home-page';

const placeholder = (path: string, titleKey: string): RouteObject => ({ path, element: <PlaceholderPage titleKey={titleKey} /> });

/** Every route of the spec (section 2) plus the information pages; screens load lazily. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'investment/all',
        lazy: async () => ({ Component: (await import('../features/projects/components/projects-page')).ProjectsPage }),
      },
      {
        path: 'investments/details/:id',
        lazy: async () => ({ Component: (await import('../features/projects/components/project-details-page')).ProjectDetailsPage }),
      },
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
