import { PROJECT_API_PATHS } from './project-api-paths';

/**
 * The paths of the screens that load lazily, keyed by their code chunk's name (`page-{key}` in
 * routes.tsx): the route table reads them, and so do the server, which hints the opened screen's files
 * in the head of the page it sends (server/services/page-head-hints.ts), and the page's first script
 * (client/preload.ts), which asks for what is not hinted while the app's own code downloads (PERFORMANCE.md 2).
 */
export const PAGE_PATHS = {
  projects: ['investment/all'],
  'project-details': ['investments/details/:id'],
  'sign-in': ['signin'],
  'sign-up': ['signup', 'signup/verify', 'signup/verify/otp'],
  'reset-password': ['resetpassword'],
  promotions: ['promotions'],
  portfolio: ['portfolio'],
  notifications: ['notifications'],
  download: ['download'],
  policy: ['policy'],
  'risk-disclosure': ['risk-disclosure'],
  'shariah-governance': ['shariah-governance'],
  terms: ['terms'],
  'delete-account': ['delete-account'],
  about: ['about'],
  approach: ['approach'],
  services: ['services'],
  'why-us': ['why-us'],
  'certificate-verify': ['verify', 'verify/:number'],
} as const;

/** A language's strings, as the app reads them (translations-backend.ts) and preloads them. */
export const translationsUrl = (lng: string, ns = 'translation') => `/locales/${lng}/${ns}.json`;

export type PageName = keyof typeof PAGE_PATHS;

/** The API path (under /api) of the data a page shows first, for the pages that fetch some at once. */
export const PAGE_DATA: Partial<Record<PageName, (params: Record<string, string>) => string>> = {
  projects: () => PROJECT_API_PATHS.list(),
  'project-details': ({ id = '' }) => PROJECT_API_PATHS.one(id),
  'shariah-governance': () => '/trust',
};

/** The API path of a signed-in page's first data: its first script asks for it with the stored session token (client/preload.ts). */
export const PRIVATE_PAGE_DATA: Partial<Record<PageName, string>> = {
  portfolio: '/portfolio',
};

/** A lazily loaded screen and its path parameters. */
export interface OpenedPage {
  page: PageName;
  params: Record<string, string>;
}

/** The lazily loaded screen at `pathname` and its path parameters, matched as react-router does (any case, optional trailing slash). */
export function matchPage(pathname: string): OpenedPage | null {
  const parts = pathname.replace(/^\/+|\/+$/g, '').split('/');
  for (const [page, paths] of Object.entries(PAGE_PATHS) as Array<[PageName, readonly string[]]>) {
    for (const path of paths) {
      const pattern = path.split('/');
      if (pattern.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matches = pattern.every((segment, i) => {
        const part = parts[i] ?? '';
        if (segment.startsWith(':')) {
          try {
            params[segment.slice(1)] = decodeURIComponent(part);
          } catch {
            return false; // a malformed escape matches no page
          }
          return part !== '';
        }
        return segment.toLowerCase() === part.toLowerCase();
      });
      if (matches) return { page, params };
    }
  }
  return null;
}
