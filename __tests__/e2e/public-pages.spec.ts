import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from './a11y/public-pages';
import { expectHtmlLang, expectNoAxeViolations, saveScreenshot, settle, twoRuns } from './helpers';

for (const lng of ['en', 'bn'] as const) {
  for (const { name, path: fixedPath } of PUBLIC_PAGES) {
    test(`${name} (${lng}): an h1, no sideways scrolling, no axe violations`, async ({ page, request }, testInfo) => {
      twoRuns(lng, testInfo);
      let path = fixedPath;
      if (path === null) {
        const { projects } = (await (await request.get('/api/project/list')).json()) as { projects: Array<{ _id: string }> };
        path = `/investments/details/${projects[0]!._id}`;
      }
      await page.goto(`${path}?lng=${lng}`);
      await expectHtmlLang(page, lng);
      await settle(page);

      const overflow = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(overflow.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(overflow.innerWidth);

      await saveScreenshot(page, testInfo, `${name}-${lng}`);
      await expectNoAxeViolations(page, testInfo, `${name} ${lng}`);
    });
  }
}

test.describe('installable app', () => {
  test('the manifest names the app and its icons, and every icon is served', async ({ request }) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    const manifest = (await res.json()) as { name: string; start_url: string; display: string; icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(manifest).toMatchObject({ name: 'Halal Invest', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('the service worker is served uncached and registers; /api is never answered from its cache', async ({ page, request }) => {
    const sw = await request.get('/service-worker.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    const source = await sw.text();
    expect(source).toContain('/index.html');
    expect(source).not.toMatch(/"\/api\//); // nothing under /api is precached

    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('/', page.url()).href);

    // Once in control, the worker answers navigations with the app shell but leaves the API alone.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const health = await page.evaluate(async () => {
      const res = await fetch('/api/health');
      return { status: res.status, body: await res.json() };
    });
    expect(health).toEqual({ status: 200, body: { status: 'ok' } });
    await page.goto('/download');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
