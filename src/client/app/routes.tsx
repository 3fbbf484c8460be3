import { Suspense } from 'react';
import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { projectsApi } from '../api/projects-api';
import { selectIsSignedIn } from '../api/session-slice';
import { trustApi } from '../api/trust-api';
import { AppLayout } from '../components/layout/app-layout';
import { PageLoader } from '../components/page-loader';
import { RequireSignIn } from '../components/require-sign-in';
import { HomePage } from '../features/home/components/home-page';
import { verifyApi } from '../features/verify/api';
import { portfolioApi } from '../features/profile/portfolio-api';
import { ADMIN_STRINGS, INFO_STRINGS } from './i18n';
import { detectPageLanguage } from './language-detection';
import { lazyPage } from './lazy-page';
import { PAGE_PATHS } from '../../shared/page-paths';
import { CERTIFICATE_NUMBER, normaliseCertificateNumber } from '../../shared/certificate-verify';
import type { AppDispatch } from './store';

// Pages load on demand inside the layout's Suspense, so the header shows at once; a page opened
// directly has its code (and its first data) asked for before the first render (preload.ts and
// preloadRoute). Each chunk is named page-{key} after its paths in PAGE_PATHS.
const ProjectsPage = lazyPage(() => import(/* webpackChunkName: "page-projects" */ '../features/projects/components/projects-page').then((m) => m.ProjectsPage));
// The invest dialog is its own chunk, loaded on the Invest button, so the details page stays lean.
const InvestDialog = lazyPage(() => import(/* webpackChunkName: "invest" */ '../features/invest/components/invest-dialog').then((m) => m.InvestDialog));
// The profile's next-step card on the list sign-in lands on; loaded only for signed-in visitors.
const NextStepCard = lazyPage(() => import(/* webpackChunkName: "next-step" */ '../features/profile/components/next-step-card').then((m) => m.NextStepCard));
const ProjectDetailsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-project-details" */ '../features/projects/components/project-details-page').then((m) => m.ProjectDetailsPage),
);

const SignInPage = lazyPage(() => import(/* webpackChunkName: "page-sign-in" */ '../features/sign-in/components/sign-in-page').then((m) => m.SignInPage));
const ResetPasswordPage = lazyPage(() =>
  import(/* webpackChunkName: "page-reset-password" */ '../features/reset-password/components/reset-password-page').then((m) => m.ResetPasswordPage),
);

const DownloadPage = lazyPage(() => import(/* webpackChunkName: "page-download" */ '../features/download/components/download-page').then((m) => m.DownloadPage), INFO_STRINGS);
const ProfilePage = lazyPage(() => import('./profile-route').then((m) => m.ProfileRoute));

const SignUpPage = lazyPage(() => import(/* webpackChunkName: "page-sign-up" */ '../features/sign-up/components/sign-up-page').then((m) => m.SignUpPage));

const PromotionsPage = lazyPage(() => import(/* webpackChunkName: "page-promotions" */ '../features/promotions/components/promotions-page').then((m) => m.PromotionsPage));
const AboutPage = lazyPage(() => import(/* webpackChunkName: "page-about" */ '../features/info/components/about-page').then((m) => m.AboutPage), INFO_STRINGS);
const ApproachPage = lazyPage(() => import(/* webpackChunkName: "page-approach" */ '../features/info/components/approach-page').then((m) => m.ApproachPage), INFO_STRINGS);
const ServicesPage = lazyPage(() => import(/* webpackChunkName: "page-services" */ '../features/info/components/services-page').then((m) => m.ServicesPage), INFO_STRINGS);
const WhyUsPage = lazyPage(() => import(/* webpackChunkName: "page-why-us" */ '../features/info/components/why-us-page').then((m) => m.WhyUsPage), INFO_STRINGS);
const PolicyPage = lazyPage(() => import(/* webpackChunkName: "page-policy" */ '../features/info/components/policy-page').then((m) => m.PolicyPage), INFO_STRINGS);
const RiskDisclosurePage = lazyPage(
  () => import(/* webpackChunkName: "page-risk-disclosure" */ '../features/info/components/risk-disclosure-page').then((m) => m.RiskDisclosurePage),
  INFO_STRINGS,
);
const ShariahGovernancePage = lazyPage(
  () => import(/* webpackChunkName: "page-shariah-governance" */ '../features/info/components/shariah-governance-page').then((m) => m.ShariahGovernancePage),
  INFO_STRINGS,
);
const TermsPage = lazyPage(() => import(/* webpackChunkName: "page-terms" */ '../features/info/components/terms-page').then((m) => m.TermsPage), INFO_STRINGS);
const DeleteAccountPage = lazyPage(
  () => import(/* webpackChunkName: "page-delete-account" */ '../features/info/components/delete-account-page').then((m) => m.DeleteAccountPage),
  INFO_STRINGS,
);
const VerifyPage = lazyPage(() => import(/* webpackChunkName: "page-certificate-verify" */ '../features/verify/components/verify-page').then((m) => m.VerifyPage), INFO_STRINGS);
// Lazy too: a mistyped address is rare, and its page need not weigh on every first load (PERFORMANCE.md 1).
const NotFoundPage = lazyPage(() => import(/* webpackChunkName: "page-not-found" */ '../components/not-found-page').then((m) => m.NotFoundPage));
// The signed-in home page's portfolio summary and the portfolio page: never in a visitor's first load.
const HomePortfolio = lazyPage(() => import(/* webpackChunkName: "home-portfolio" */ '../features/profile/components/home-portfolio').then((m) => m.HomePortfolio));
const PortfolioPage = lazyPage(() => import(/* webpackChunkName: "page-portfolio" */ '../features/profile/components/portfolio-page').then((m) => m.PortfolioPage));
const NotificationsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-notifications" */ '../features/notifications/components/notifications-page').then((m) => m.NotificationsPage),
);
const DepositPage = lazyPage(() => import('../features/deposit/components/deposit-page').then((m) => m.DepositPage));

// Admin code, the guard included, must stay out of the first-load chunks (webpack's InitialChunkGuard):
// every /admin route is in admin-routes.tsx, one lazy chunk, which also keeps their table out of the
// first load (PERFORMANCE.md 1).
const AdminRoutes = lazyPage(() => import(/* webpackChunkName: "admin-routes" */ './admin-routes').then((m) => m.AdminRoutes), ADMIN_STRINGS);

/** What a route asks for when the app starts on it: its screen's code, and the data it shows first. */
interface RouteHandle {
  preload: (params: Params, dispatch: AppDispatch) => Promise<void>;
}
const loads = (page: { preload: () => Promise<void> }): RouteHandle => ({ preload: () => page.preload() });

/** Every route of the spec (section 2) plus the information pages; screens load lazily. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage signedInPanel={HomePortfolio} /> },
      {
        path: PAGE_PATHS.projects[0],
        element: <ProjectsPage nextStep={NextStepCard} />,
        handle: {
          preload: (_params, dispatch) => {
            // The language i18next will show (it asks the same detection), so the page's query is a cache hit.
            void detectPageLanguage().then((lng) => dispatch(projectsApi.util.prefetch('getProjects', lng, {})));
            return ProjectsPage.preload();
          },
        } satisfies RouteHandle,
      },
      {
        path: PAGE_PATHS['project-details'][0],
        element: <ProjectDetailsPage investDialog={InvestDialog} />,
        handle: {
          preload: ({ id }, dispatch) => {
            if (id) dispatch(projectsApi.util.prefetch('getProject', id, {}));
            return ProjectDetailsPage.preload();
          },
        } satisfies RouteHandle,
      },
      { path: PAGE_PATHS.promotions[0], element: <PromotionsPage />, handle: loads(PromotionsPage) },
      {
        path: 'deposit',
        element: (
          <RequireSignIn>
            <DepositPage />
          </RequireSignIn>
        ),
      },
      {
        path: PAGE_PATHS.portfolio[0],
        element: (
          <RequireSignIn>
            <PortfolioPage />
          </RequireSignIn>
        ),
        handle: {
          // Its one call starts with its code; the server hints the code, but not personal data.
          preload: (_params, dispatch) => {
            dispatch((next, getState) => {
              if (selectIsSignedIn(getState())) void next(portfolioApi.util.prefetch('myPortfolio', undefined, {}));
            });
            return PortfolioPage.preload();
          },
        } satisfies RouteHandle,
      },
      {
        path: PAGE_PATHS.notifications[0],
        element: (
          <RequireSignIn>
            <NotificationsPage />
          </RequireSignIn>
        ),
        handle: loads(NotificationsPage),
      },
      // Signed out or expired, the profile shows its own 'Authentication Required' states (DECISIONS.md).
      { path: 'profile', element: <ProfilePage /> },
      { path: PAGE_PATHS['sign-in'][0], element: <SignInPage />, handle: loads(SignInPage) },
      // One page for the whole wizard: React keeps it (and its machine) mounted across these paths.
      // Matching ignores case, so 'signup/verify/otp' also serves /signup/verify/OTP.
      { path: PAGE_PATHS['sign-up'][0], element: <SignUpPage />, handle: loads(SignUpPage) },
      { path: PAGE_PATHS['sign-up'][2], element: <SignUpPage />, handle: loads(SignUpPage) },
      { path: PAGE_PATHS['sign-up'][1], element: <SignUpPage />, handle: loads(SignUpPage) },
      { path: PAGE_PATHS['reset-password'][0], element: <ResetPasswordPage />, handle: loads(ResetPasswordPage) },
      { path: PAGE_PATHS.download[0], element: <DownloadPage />, handle: loads(DownloadPage) },
      { path: PAGE_PATHS.policy[0], element: <PolicyPage />, handle: loads(PolicyPage) },
      { path: PAGE_PATHS['risk-disclosure'][0], element: <RiskDisclosurePage />, handle: loads(RiskDisclosurePage) },
      {
        path: PAGE_PATHS['shariah-governance'][0],
        element: <ShariahGovernancePage />,
        handle: {
          preload: (_params, dispatch) => {
            dispatch(trustApi.util.prefetch('getTrust', undefined, {}));
            return ShariahGovernancePage.preload();
          },
        } satisfies RouteHandle,
      },
      { path: PAGE_PATHS.terms[0], element: <TermsPage />, handle: loads(TermsPage) },
      { path: PAGE_PATHS['delete-account'][0], element: <DeleteAccountPage />, handle: loads(DeleteAccountPage) },
      { path: PAGE_PATHS.about[0], element: <AboutPage />, handle: loads(AboutPage) },
      { path: PAGE_PATHS.approach[0], element: <ApproachPage />, handle: loads(ApproachPage) },
      { path: PAGE_PATHS.services[0], element: <ServicesPage />, handle: loads(ServicesPage) },
      { path: PAGE_PATHS['why-us'][0], element: <WhyUsPage />, handle: loads(WhyUsPage) },
      // Public: a certificate's QR code opens /verify/{number}, signed in or not.
      { path: PAGE_PATHS['certificate-verify'][0], element: <VerifyPage />, handle: loads(VerifyPage) },
      {
        path: PAGE_PATHS['certificate-verify'][1],
        element: <VerifyPage />,
        handle: {
          preload: ({ number }, dispatch) => {
            const normalised = normaliseCertificateNumber(number ?? '');
            if (CERTIFICATE_NUMBER.test(normalised)) dispatch(verifyApi.util.prefetch('verifyCertificate', normalised, {}));
            return VerifyPage.preload();
          },
        } satisfies RouteHandle,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // /admin pages show only the dashboard's header, not the public header and footer.
  {
    path: 'admin/*',
    element: (
      <Suspense fallback={<PageLoader />}>
        <AdminRoutes />
      </Suspense>
    ),
  },
];

/**
 * Starts what the page at `pathname` needs before the app first renders it (main.tsx): its code, and
 * its first data, which then downloads alongside. Resolves when the code is in; never rejects (a
 * failed download is retried by the page's own Suspense).
 */
export async function preloadRoute(pathname: string, dispatch: AppDispatch): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  // eslint-disable-next-line @typescript-eslint/await-thenable -- a route without a preload contributes undefined, which Promise.all passes through
  await Promise.all(matches.map(({ route, params }) => (route.handle as RouteHandle | undefined)?.preload(params, dispatch).catch(() => undefined)));
}

/**
 * The routes rendered inside a declarative router (BrowserRouter in the app, MemoryRouter in tests).
 * Not createBrowserRouter: the data router's code weighs 16 KB gzip on every first load, and no screen
 * uses loaders or actions (PERFORMANCE.md 1).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
