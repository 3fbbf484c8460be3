import { pageHintTags, pageImage, readPageChunks, requestLanguage, withHeadTags, type PageImageSource } from '../../src/server/services/page-head-hints';
import { matchPage } from '../../src/shared/page-paths';
import { PROJECT_HERO_IMAGE_SIZES } from '../../src/shared/project-gallery';
import { PROJECT_CARD_IMAGE_SIZES } from '../../src/shared/project-image';

const CHUNKS = { projects: ['/js/page-projects.aa.js'], 'project-details': ['/js/6462.bb.js', '/js/page-project-details.cc.js'], 'sign-in': ['/js/page-sign-in.dd.js'] };
const INDEX = `<!doctype html><html><head><title>Halal Invest</title><script defer src=/js/main.js></script><script type=application/json id=page-chunks>${JSON.stringify(CHUNKS)}</script></head><body><div id=root></div></body></html>`;

const hints = (pathname: string, extra: { query?: string; cookie?: string; image?: Parameters<typeof pageHintTags>[0]['image'] } = {}) =>
  pageHintTags({ opened: matchPage(pathname), query: extra.query ?? null, cookieHeader: extra.cookie, chunks: readPageChunks(INDEX), image: extra.image ?? null });

describe('the head hints a page is served with', () => {
  test("webpack's page chunk list is read from index.html; a missing or broken one is no list", () => {
    expect(readPageChunks(INDEX)).toEqual(CHUNKS);
    expect(readPageChunks('<html><head></head></html>')).toEqual({});
    expect(readPageChunks('<script type=application/json id=page-chunks>{not json</script>')).toEqual({});
  });

  test('a lazily loaded page gets its chunks and its first data; the home page nothing', () => {
    expect(hints('/investment/all')).toEqual([
      '<link rel="preload" as="fetch" href="/api/project/list" crossorigin="anonymous">',
      '<link rel="preload" as="script" href="/js/page-projects.aa.js">',
    ]);
    expect(hints('/InvestMents/details/0123456789abcdef01234567/')).toEqual([
      '<link rel="preload" as="fetch" href="/api/project/0123456789abcdef01234567" crossorigin="anonymous">',
      '<link rel="preload" as="script" href="/js/6462.bb.js">',
      '<link rel="preload" as="script" href="/js/page-project-details.cc.js">',
    ]);
    expect(hints('/signin')).toEqual(['<link rel="preload" as="script" href="/js/page-sign-in.dd.js">']);
    expect(hints('/')).toEqual([]);
  });

  test('the strings of the language the query or the cookie chooses, the query first; none when the request does not say', () => {
    const strings = (lng: string) => `<link rel="preload" as="fetch" href="/locales/${lng}/translation.json" crossorigin="anonymous">`;
    expect(hints('/', { query: 'lng=bn' })).toEqual([strings('bn')]);
    expect(hints('/signin', { query: 'a=1&lng=en' })).toContain(strings('en'));
    expect(hints('/', { cookie: 'a=1; lang=bn-BD' })).toEqual([strings('bn')]);
    expect(hints('/', { query: 'lng=en', cookie: 'lang=bn' })).toEqual([strings('en')]);
    expect(requestLanguage('lng=fr', 'lang=%E0%A6')).toBeNull(); // unsupported, then a broken escape
    expect(requestLanguage(null, undefined)).toBeNull();
  });

  test('the largest image comes first, with the srcset and sizes of its <img>; a placeholder is not hinted', () => {
    const [first] = hints('/investment/all', { image: { url: '/uploads/demo/p1.jpg', sizes: PROJECT_CARD_IMAGE_SIZES } });
    expect(first).toBe(
      `<link rel="preload" as="image" imagesrcset="/images/240/demo/p1.jpg 240w, /images/480/demo/p1.jpg 480w, /images/800/demo/p1.jpg 800w, /images/1600/demo/p1.jpg 1600w" imagesizes="${PROJECT_CARD_IMAGE_SIZES}" fetchpriority="high">`,
    );
    expect(hints('/investment/all', { image: { url: 'https://cdn.example.com/a.jpg?w=1&h=2', sizes: PROJECT_CARD_IMAGE_SIZES } })[0]).toBe(
      '<link rel="preload" as="image" href="https://cdn.example.com/a.jpg?w=1&amp;h=2" fetchpriority="high">',
    );
    expect(hints('/investment/all', { image: { url: '/images/project-placeholder.svg', sizes: PROJECT_CARD_IMAGE_SIZES } })[0]).not.toContain('as="image"');
  });

  test('what comes from the address or the database cannot close the attribute or open a tag', () => {
    const fromAddress = hints('/investments/details/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(fromAddress[0]).toBe('<link rel="preload" as="fetch" href="/api/project/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E" crossorigin="anonymous">');
    const [fromDatabase] = hints('/investment/all', { image: { url: 'https://cdn.example.com/a.jpg?"><script>alert(1)</script>', sizes: PROJECT_CARD_IMAGE_SIZES } });
    expect(fromDatabase).toBe('<link rel="preload" as="image" href="https://cdn.example.com/a.jpg?&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" fetchpriority="high">');
  });

  test('the tags go ahead of the first script, or before </head>; a document without either is unchanged', () => {
    expect(withHeadTags(INDEX, ['<link a>'])).toContain('<title>Halal Invest</title><link a><script defer src=/js/main.js>');
    expect(withHeadTags('<html><head><title>x</title></head></html>', ['<link a>'])).toBe('<html><head><title>x</title><link a></head></html>');
    expect(withHeadTags('<div id=root></div>', ['<link a>'])).toBe('<div id=root></div>');
    expect(withHeadTags(INDEX, [])).toBe(INDEX);
  });

  test("the list's image is its first card's, a project page's its first picture's; other pages ask nothing", async () => {
    const source: PageImageSource = {
      firstListedProjectImage: jest.fn(async () => '/uploads/a.jpg'),
      projectImages: jest.fn(async (id: string) => (id === 'known' ? ['/uploads/b.jpg', '/uploads/c.jpg'] : undefined)),
    };
    await expect(pageImage({ page: 'projects', params: {} }, source)).resolves.toEqual({ url: '/uploads/a.jpg', sizes: PROJECT_CARD_IMAGE_SIZES });
    await expect(pageImage({ page: 'project-details', params: { id: 'known' } }, source)).resolves.toEqual({ url: '/uploads/b.jpg', sizes: PROJECT_HERO_IMAGE_SIZES });
    await expect(pageImage({ page: 'project-details', params: { id: 'unknown' } }, source)).resolves.toBeNull();
    await expect(pageImage({ page: 'sign-in', params: {} }, source)).resolves.toBeNull();
    await expect(pageImage(null, source)).resolves.toBeNull();
    expect(source.firstListedProjectImage).toHaveBeenCalledTimes(1);
    expect(source.projectImages).toHaveBeenCalledTimes(2);
  });
});
