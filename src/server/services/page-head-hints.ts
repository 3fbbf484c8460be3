/**
 * The built index.html for one page, with `<link rel=preload>` hints in its head for what that page
 * shows first (PERFORMANCE.md 2): its code chunks, its data, its strings and its largest image. In the
 * HTML the browser's preload scanner finds them while it reads the document, before any script runs;
 * found by the page's first script (client/preload.ts) they waited for it, and the largest image waited
 * for React to render its <img> (Lighthouse: lcp-discovery-insight). The first script still adds
 * whatever the server could not know (a language kept in localStorage) or that a navigation answered by
 * the service worker, from its cached index.html, lacks.
 */
import { supportedLanguage, type Language } from '../../shared/constants';
import { UPLOADS_PREFIX, variantSrcSet } from '../../shared/image-variants';
import { PAGE_DATA, translationsUrl, type OpenedPage, type PageName } from '../../shared/page-paths';
import { PROJECT_HERO_IMAGE_SIZES } from '../../shared/project-gallery';
import { PROJECT_CARD_IMAGE_SIZES, projectImageUrl, PROJECT_PLACEHOLDER } from '../../shared/project-image';

/** The image a page paints largest, and the `sizes` its <img> gives the browser. */
export interface PageImage {
  url: string;
  sizes: string;
}

/** Where the page's largest image comes from: the database, asked only for pages that show one. */
export interface PageImageSource {
  firstListedProjectImage(): Promise<string | undefined>;
  projectImages(id: string): Promise<string[] | undefined>;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function link(attributes: Record<string, string>): string {
  const text = Object.entries(attributes)
    .map(([name, value]) => (value === '' ? name : `${name}="${escapeAttribute(value)}"`))
    .join(' ');
  return `<link ${text}>`;
}

/** The lazily loaded screens' chunk files, as webpack listed them in index.html (webpack.config.ts PageChunksManifest). */
export function readPageChunks(indexHtml: string): Partial<Record<PageName, string[]>> {
  const json = /<script type=application\/json id=page-chunks>(.*?)<\/script>/s.exec(indexHtml)?.[1];
  if (!json) return {};
  try {
    return JSON.parse(json) as Partial<Record<PageName, string[]>>;
  } catch {
    return {};
  }
}

/** A language the page will surely show, from what the request carries: `?lng=`, then the `lang` cookie (language-detection.ts's order). */
export function requestLanguage(query: string | null, cookieHeader: string | undefined): Language | null {
  const fromQuery = supportedLanguage(new URLSearchParams(query ?? '').get('lng'));
  if (fromQuery) return fromQuery;
  const cookie = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('lang='));
  if (!cookie) return null;
  try {
    return supportedLanguage(decodeURIComponent(cookie.slice('lang='.length)));
  } catch {
    return null;
  }
}

/** The page's largest image: the first card's on the list, the first picture's on a project's page. */
export async function pageImage(opened: OpenedPage | null, source: PageImageSource): Promise<PageImage | null> {
  const { page, params } = opened ?? {};
  if (page === 'projects') {
    const url = await source.firstListedProjectImage();
    return url === undefined ? null : { url: projectImageUrl(url), sizes: PROJECT_CARD_IMAGE_SIZES };
  }
  if (page === 'project-details' && params?.id) {
    const [first] = (await source.projectImages(params.id)) ?? [];
    return first === undefined ? null : { url: projectImageUrl(first), sizes: PROJECT_HERO_IMAGE_SIZES };
  }
  return null;
}

function imageHint(image: PageImage): string | null {
  if (image.url === PROJECT_PLACEHOLDER) return null; // a small SVG the page draws as soon as it renders
  if (image.url.startsWith(UPLOADS_PREFIX)) {
    // The same srcset and sizes as the <img>, so the browser picks the same file for both.
    const srcset = variantSrcSet(image.url.slice(UPLOADS_PREFIX.length));
    return link({ rel: 'preload', as: 'image', imagesrcset: srcset, imagesizes: image.sizes, fetchpriority: 'high' });
  }
  return link({ rel: 'preload', as: 'image', href: image.url, fetchpriority: 'high' });
}

export interface PageHintsInput {
  /** The lazily loaded screen the address opens (matchPage), or null. */
  opened: OpenedPage | null;
  query: string | null;
  cookieHeader: string | undefined;
  chunks: Partial<Record<PageName, string[]>>;
  image: PageImage | null;
}

/** The `<link rel=preload>` tags for the opened page, most urgent first. */
export function pageHintTags({ opened, query, cookieHeader, chunks, image }: PageHintsInput): string[] {
  const tags: string[] = [];
  const hint = image && imageHint(image);
  if (hint) tags.push(hint);
  // fetch() asks in cors mode: a preload only matches it with crossorigin. webpack's chunk scripts have none.
  const fetchHint = (href: string) => link({ rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' });
  const dataPath = opened && PAGE_DATA[opened.page]?.(opened.params);
  if (dataPath) tags.push(fetchHint(`/api${dataPath}`));
  // Otherwise the first script asks once it knows (the language may be kept in localStorage).
  const lng = requestLanguage(query, cookieHeader);
  if (lng) tags.push(fetchHint(translationsUrl(lng)));
  for (const file of (opened && chunks[opened.page]) ?? []) tags.push(link({ rel: 'preload', as: 'script', href: file }));
  return tags;
}

/** `indexHtml` with `tags` at the top of its head, ahead of its scripts. */
export function withHeadTags(indexHtml: string, tags: string[]): string {
  if (tags.length === 0) return indexHtml;
  const at = /<script[\s>]/.exec(indexHtml)?.index ?? indexHtml.indexOf('</head>');
  if (at < 0) return indexHtml;
  return indexHtml.slice(0, at) + tags.join('') + indexHtml.slice(at);
}
