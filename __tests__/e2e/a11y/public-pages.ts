/** The public pages public-pages.spec.ts checks (h1, width, axe); `path: null` is a project's details, whose id comes from the API. */
export const PUBLIC_PAGES: Array<{ name: string; route: string; path: string | null }> = [
  { name: 'home', route: '/', path: '/' },
  { name: 'projects', route: '/investment/all', path: '/investment/all' },
  { name: 'details', route: '/investments/details/:id', path: null },
  { name: 'promotions', route: '/promotions', path: '/promotions' },
  { name: 'about', route: '/about', path: '/about' },
  { name: 'approach', route: '/approach', path: '/approach' },
  { name: 'services', route: '/services', path: '/services' },
  { name: 'why-us', route: '/why-us', path: '/why-us' },
  { name: 'policy', route: '/policy', path: '/policy' },
  { name: 'risk-disclosure', route: '/risk-disclosure', path: '/risk-disclosure' },
  { name: 'shariah-governance', route: '/shariah-governance', path: '/shariah-governance' },
  { name: 'terms', route: '/terms', path: '/terms' },
  { name: 'delete-account', route: '/delete-account', path: '/delete-account' },
  { name: 'download', route: '/download', path: '/download' },
  { name: 'signin', route: '/signin', path: '/signin' },
];
